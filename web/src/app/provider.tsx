import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { ThemeProvider } from '../components/ui/theme/theme-provider';
import { ToastProvider } from '../components/ui/toast/toast-provider';
import { ApiClientContext, createApiClient } from '../lib/api-client';
import { AuthProvider } from '../lib/auth/auth-context';
import { amplifyAuthSource, type AuthSource } from '../lib/auth/auth-source';
import { createQueryClient } from '../lib/query-client';
import type { SocketFactory } from '../lib/realtime/realtime-client';
import { RealtimeProvider } from '../lib/realtime/realtime-provider';
import { type RuntimeConfig, RuntimeConfigContext } from '../lib/runtime-config';

interface AppProviderProps {
  readonly config: RuntimeConfig;
  readonly children: ReactNode;
  /** Tests pass a fake; the app uses Amplify. */
  readonly authSource?: AuthSource;
  readonly queryClient?: QueryClient;
  /** Where a 401 sends the browser; a full load so no stale signed-in state survives. */
  readonly onUnauthorized?: () => void;
  /** The realtime socket; `null` turns realtime off (component tests). Defaults to the browser WebSocket. */
  readonly createSocket?: SocketFactory | null;
}

const goToLogin = () => window.location.assign('/login');

/** Everything a page may use: runtime config, TanStack Query, auth state and the API client. */
export function AppProvider({ config, children, authSource = amplifyAuthSource, queryClient, onUnauthorized = goToLogin, createSocket }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: config.apiUrl,
        getIdToken: () => authSource.idToken(),
        onUnauthorized: async () => {
          await authSource.signOut().catch(() => undefined);
          onUnauthorized();
        },
      }),
    [config.apiUrl, authSource, onUnauthorized],
  );

  return (
    <AppErrorBoundary>
      <RuntimeConfigContext value={config}>
        <QueryClientProvider client={client}>
          {/* The API client sits outside auth: sign-in records a session and reads the profile's country. */}
          <ApiClientContext value={api}>
            <AuthProvider source={authSource}>
              <ThemeProvider>
                <ToastProvider>
                  <RealtimeProvider createSocket={createSocket}>{children}</RealtimeProvider>
                </ToastProvider>
              </ThemeProvider>
            </AuthProvider>
          </ApiClientContext>
        </QueryClientProvider>
      </RuntimeConfigContext>
    </AppErrorBoundary>
  );
}
