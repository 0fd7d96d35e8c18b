import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionsApi } from '@contract/api/sessions';
import { ApiError, createApiClient, networkMessage, timeoutMessage } from './api-client';

function clientWith(fetchFn: typeof fetch, token: string | null = null, timeoutMs?: number) {
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:3000/api/', getIdToken: async () => token, onUnauthorized, fetchFn, timeoutMs });
  return { api, onUnauthorized };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('api client', () => {
  it('sends JSON with the id token as a Bearer header and parses the answer with its schema', async () => {
    const fetchFn = vi.fn(async () => json({ id: 'p1', extra: true }));
    const { api } = clientWith(fetchFn, 'id-token-1');

    const result = await api.request('/problems', { method: 'POST', body: { title: 'A' }, schema: z.object({ id: z.string() }) });

    expect(result).toEqual({ id: 'p1' });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:3000/api/problems');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"title":"A"}');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer id-token-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchFn = vi.fn(async () => json({}));
    await clientWith(fetchFn).api.request('/health');
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('carries the server message and status of a failed call', async () => {
    const { api } = clientWith(vi.fn(async () => json({ message: 'Invalid coupon code' }, 400)));
    const error = await api.request('/coupons').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid coupon code', status: 400, body: { message: 'Invalid coupon code' } });
  });

  it('clears the session and leaves for /login on a 401', async () => {
    const { api, onUnauthorized } = clientWith(vi.fn(async () => json({ message: 'Unauthorized' }, 401)), 'expired');
    await expect(api.request('/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout with a clear message', async () => {
    const hanging = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const { api } = clientWith(hanging, null, 20);
    await expect(api.request('/slow')).rejects.toMatchObject({ message: timeoutMessage, status: 0 });
  });

  it('reports a network failure, and a response that breaks its schema', async () => {
    const offline = clientWith(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(offline.api.request('/x')).rejects.toMatchObject({ message: networkMessage, status: 0 });

    const odd = clientWith(vi.fn(async () => json({ id: 7 })));
    await expect(odd.api.request('/x', { schema: z.object({ id: z.string() }) })).rejects.toThrow('The server sent an unexpected response.');
  });
});

describe('api client: routes of the contract', () => {
  const revoke = sessionsApi.revokeSession;

  it('builds the path from the route and its encoded parameters, and parses the answer with the route schema', async () => {
    const session = { sessionId: 'a/b', deviceType: 'desktop', deviceName: 'Mac', browser: 'Firefox', os: 'macOS', createdAt: 'x', lastActive: 'y', isActive: false };
    const fetchFn = vi.fn(async () => json({ ...session, secret: 'dropped' }));
    const result = await clientWith(fetchFn, 't').api.call(revoke, { params: { sessionId: 'a/b' } });
    expect(result).toEqual(session);
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:3000/api/me/sessions/a%2Fb');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
  });

  it('sends the body and refuses an answer that breaks the contract', async () => {
    const fetchFn = vi.fn(async () => json({ success: 'maybe' }));
    const error = await clientWith(fetchFn, 't').api.call(sessionsApi.signOut, { body: { sessionId: 's-1' } }).catch((e: unknown) => e);
    expect((fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBe('{"sessionId":"s-1"}');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The server sent an unexpected response.');
  });

  it('refuses to call a route without its path parameter', async () => {
    const fetchFn = vi.fn(async () => json({}));
    await expect(clientWith(fetchFn).api.call(revoke, { params: { sessionId: '' } })).rejects.toThrow(/needs the path parameter sessionId/);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
