import { vi } from 'vitest';

export interface ApiCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  /** The query string's parameters (e.g. a page's cursor). */
  readonly query: Record<string, string>;
}

type Reply = { status?: number; body?: unknown } | ((call: ApiCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>);

/**
 * Answers the app's API calls from a table keyed "METHOD /path" (below /api); anything else is a
 * 404, so a wrong call fails the test. Returns the calls made, for assertions.
 */
export function mockApi(routes: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const call = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined, query: Object.fromEntries(url.searchParams) };
    calls.push(call);
    const reply = routes[`${method} ${path}`];
    const answer = typeof reply === 'function' ? await reply(call) : (reply ?? { status: 404, body: { message: `No mock for ${method} ${path}` } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

