import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider';
import type { AppRoute } from '../app/route-table';
import { buildRoutes } from '../app/router';
import type { AuthSource } from '../lib/auth/auth-source';
import type { SocketFactory } from '../lib/realtime/realtime-client';
import { parseRuntimeConfig, type RuntimeConfig } from '../lib/runtime-config';
import { fakeAuthSource } from './fake-auth';

export const testConfig: RuntimeConfig = parseRuntimeConfig({
  stage: 'test',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'test-client',
  apiUrl: 'http://127.0.0.1:9/api',
  webSocketUrl: 'ws://127.0.0.1:9/ws',
});

interface RenderAppOptions {
  readonly path?: InitialEntry;
  readonly auth?: AuthSource;
  readonly table?: readonly AppRoute[];
  readonly onUnauthorized?: () => void;
  /** Realtime is off unless a test passes a (fake) socket factory. */
  readonly createSocket?: SocketFactory | null;
}

/** Renders the whole app (providers, shell, routes) at a path, with a fake auth source. */
export function renderApp({ path = '/', auth = fakeAuthSource(null), table, onUnauthorized = () => {}, createSocket = null }: RenderAppOptions = {}) {
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProvider config={testConfig} authSource={auth} queryClient={queryClient} onUnauthorized={onUnauthorized} createSocket={createSocket}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, auth, queryClient };
}

/** Renders one component (no router, no shell) inside the app's providers, with a fake auth source. */
export function renderInProviders(ui: ReactNode, { auth = fakeAuthSource(null), createSocket = null }: Pick<RenderAppOptions, 'auth' | 'createSocket'> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProvider config={testConfig} authSource={auth} queryClient={queryClient} createSocket={createSocket}>
      {ui}
    </AppProvider>,
  );
  return { ...view, auth, queryClient };
}
