import { http, HttpResponse } from 'msw';
import { server } from './msw';
import { testConfig } from './render-app';

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The query string's parameters (e.g. a page's cursor). */
  readonly query: Record<string, string>;
}

type Answer = { status?: number; body?: unknown };
type Reply = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

const methods = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

/** A request to the API as a call: its path below /api, its JSON body and its query. */
export async function apiCallOf(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api/, ''),
    body: text ? (JSON.parse(text) as unknown) : undefined,
    query: Object.fromEntries(url.searchParams),
  };
}

/** An answer as the API sends it: JSON, or no body. */
export function apiResponse({ status = 200, body }: Answer): Response {
  return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
}

/**
 * Any other call to the API (below renderApp's API root) is a 404 "No mock for METHOD /path": the
 * shell's own calls (the session record, the pending-requests count) a test does not care about.
 * Put it after a helper's handlers, in the same server.use: the first matching handler answers.
 */
export function apiFallback(record?: (call: ApiCall) => void) {
  return http.all(`${testConfig.apiUrl}/*`, async ({ request }) => {
    const call = await apiCallOf(request);
    record?.(call);
    return apiResponse({ status: 404, body: { message: `No mock for ${call.method} ${call.path}` } });
  });
}

/**
 * Answers the app's API calls (renderApp's API root) from a table keyed "METHOD /path" (below /api),
 * each an MSW handler for that method and URL; anything else below the API root is a 404, so a wrong
 * call fails the test, and a request elsewhere is one no handler declares (test/msw.ts). Returns the
 * calls made, for assertions.
 */
export function mockApi(routes: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  server.use(
    ...Object.entries(routes).map(([route, reply]) => {
      const [method, path] = route.split(' ') as [keyof typeof methods, string];
      if (!(method in methods) || !path?.startsWith('/')) throw new Error(`mockApi: "${route}" is not "METHOD /path"`);
      return methods[method](`${testConfig.apiUrl}${path}`, async ({ request }) => {
        const call = await apiCallOf(request);
        calls.push(call);
        return apiResponse(typeof reply === 'function' ? await reply(call) : reply);
      });
    }),
    apiFallback((call) => calls.push(call)),
  );
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
