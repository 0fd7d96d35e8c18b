import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { type AppRoute, routeTable } from '@web/app/route-table';
import { LazyPage, lazyPage } from '@web/app/routes/lazy-page';
import { RequireAccess } from '@web/app/routes/require-access';
import { ApiError, ApiClientContext, apiClientOver, type ApiClient, type RequestOptions } from '@web/lib/api-client';
import { AuthProvider } from '@web/lib/auth/auth-context';
import type { AuthCommands } from '@web/lib/auth/auth-commands';
import type { SignedInUser } from '@web/lib/auth/auth-source';
import { type RuntimeConfig, RuntimeConfigContext } from '@web/lib/runtime-config';
import { fakeAuthSource, testUser } from '@web/test/fake-auth';
import { testConfig } from '@web/test/render-app';

/** A Cognito failure as Amplify throws it: an Error whose name is the exception name. */
export function cognitoError(name: string, message = name): Error {
  return Object.assign(new Error(message), { name });
}

/** Amplify's commands, faked: every one a vi.fn that succeeds unless a test says otherwise. */
export function fakeCommands(overrides: Partial<Record<keyof AuthCommands, (...args: never[]) => Promise<unknown>>> = {}) {
  return {
    signIn: vi.fn(async () => 'done' as const),
    signInWithGoogle: vi.fn(async () => undefined),
    signUp: vi.fn(async () => undefined),
    confirmSignUp: vi.fn(async () => undefined),
    resendSignUpCode: vi.fn(async () => undefined),
    resetPassword: vi.fn(async () => undefined),
    confirmResetPassword: vi.fn(async () => undefined),
    confirmTotpSignIn: vi.fn(async () => 'done' as const),
    setUpTotp: vi.fn(async () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/CodeArena:mentor%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=CodeArena',
    })),
    turnOnTotp: vi.fn(async () => undefined),
    ...Object.fromEntries(Object.entries(overrides).map(([name, impl]) => [name, vi.fn(impl)])),
  } as unknown as { [K in keyof AuthCommands]: AuthCommands[K] & ReturnType<typeof vi.fn> };
}

type Handler = (options: RequestOptions<unknown>) => unknown;

/** An API client answering by "METHOD /path"; unknown routes fail with 404 as the gateway would. */
export function fakeApi(handlers: Record<string, Handler> = {}) {
  const calls: { route: string; body: unknown }[] = [];
  const api: ApiClient = apiClientOver(async <T,>(path: string, options: RequestOptions<T> = {}) => {
    const route = `${options.method ?? 'GET'} ${path}`;
    calls.push({ route, body: options.body });
    const handler = handlers[route];
    if (!handler) throw new ApiError('Not found', 404);
    const result = await handler(options as RequestOptions<unknown>);
    return (options.schema ? options.schema.parse(result) : result) as T;
  });
  return { api, calls };
}

/** Shows where the router ended up, with the navigation state, for redirect assertions. */
function Landed({ path }: { readonly path: string }) {
  const location = useLocation();
  return (
    <p data-testid="landed">
      {path}
      {location.search}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

const authPaths = new Set(['/login', '/signup', '/forgot-password', '/forgot-password-otp', '/reset-password', '/send-otp', '/verify-otp']);

/** The route table's auth pages with their real guards; every other route shows where it landed. */
function testRoutes(): RouteObject[] {
  return (routeTable as readonly AppRoute[]).map((route) => {
    const element = authPaths.has(route.path) && route.page ? <LazyPage page={lazyPage(route.page)} /> : <Landed path={route.path} />;
    return { path: route.path, element: <RequireAccess route={route}>{element}</RequireAccess> };
  });
}

interface RenderOptions {
  readonly path: string;
  readonly state?: unknown;
  readonly user?: SignedInUser | null;
  readonly commands?: AuthCommands;
  readonly handlers?: Record<string, Handler>;
  readonly config?: Partial<RuntimeConfig>;
  /** Whether the signed-in (staff) user has TOTP on; default on. */
  readonly totp?: boolean;
}

/** Renders an auth page inside the real AuthProvider, with fake Amplify commands and a fake API. */
export function renderAuthPage({ path, state, user = null, commands = fakeCommands(), handlers, config, totp = true }: RenderOptions) {
  const source = fakeAuthSource(user);
  source.totp = totp;
  const { api, calls } = fakeApi(handlers);
  const [pathname, search = ''] = path.split('?');
  const router = createMemoryRouter(testRoutes(), { initialEntries: [{ pathname, search: search ? `?${search}` : '', state }] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <RuntimeConfigContext value={{ ...testConfig, ...config }}>
      <QueryClientProvider client={queryClient}>
        <ApiClientContext value={api}>
          <AuthProvider source={source} commands={commands}>
            <RouterProvider router={router} />
          </AuthProvider>
        </ApiClientContext>
      </QueryClientProvider>
    </RuntimeConfigContext>,
  );
  return { ...view, router, source, commands, calls };
}

export { testUser };
