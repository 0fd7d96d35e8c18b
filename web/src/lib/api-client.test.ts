import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionsApi } from '@contract/api/sessions';
import { server } from '@web/test/msw';
import { ApiError, createApiClient, networkMessage, timeoutMessage } from './api-client';

const apiRoot = 'http://127.0.0.1:3000/api';

function clientWith(token: string | null = null, timeoutMs?: number) {
  const onUnauthorized = vi.fn();
  const api = createApiClient({ baseUrl: `${apiRoot}/`, getIdToken: async () => token, onUnauthorized, timeoutMs });
  return { api, onUnauthorized };
}

/** A request as the client sent it: `body` is null when it sent none. */
interface Sent {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: string | null;
}

/**
 * `METHOD path` (below the API root) answers with `reply`; returns the requests it saw.
 * `'*'` as the path answers any request.
 */
function answer(method: 'GET' | 'POST' | 'DELETE' | 'ALL', path: string, reply: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const on = { GET: http.get, POST: http.post, DELETE: http.delete, ALL: http.all }[method];
  server.use(
    on(path === '*' ? '*' : `${apiRoot}${path}`, async ({ request }) => {
      sent.push({ method: request.method, url: request.url, headers: request.headers, body: request.body === null ? null : await request.text() });
      return reply();
    }),
  );
  return sent;
}

describe('api client', () => {
  it('sends JSON with the id token as a Bearer header and parses the answer with its schema', async () => {
    const sent = answer('POST', '/problems', () => HttpResponse.json({ id: 'p1', extra: true }));
    const { api } = clientWith('id-token-1');

    const result = await api.request('/problems', { method: 'POST', body: { title: 'A' }, schema: z.object({ id: z.string() }) });

    expect(result).toEqual({ id: 'p1' });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.url).toBe('http://127.0.0.1:3000/api/problems');
    expect(request!.method).toBe('POST');
    expect(request!.body).toBe('{"title":"A"}');
    expect(request!.headers.get('Authorization')).toBe('Bearer id-token-1');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header when signed out', async () => {
    const sent = answer('GET', '/health', () => HttpResponse.json({}));
    await clientWith().api.request('/health');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.has('Authorization')).toBe(false);
  });

  it('carries the server message and status of a failed call', async () => {
    answer('GET', '/coupons', () => HttpResponse.json({ message: 'Invalid coupon code' }, { status: 400 }));
    const error = await clientWith()
      .api.request('/coupons')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Invalid coupon code', status: 400, body: { message: 'Invalid coupon code' } });
  });

  it('clears the session and leaves for /login on a 401', async () => {
    answer('GET', '/me', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }));
    const { api, onUnauthorized } = clientWith('expired');
    await expect(api.request('/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout with a clear message', async () => {
    // The server never answers: the client's own abort ends the request.
    const sent = answer('GET', '/slow', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const { api } = clientWith(null, 20);
    await expect(api.request('/slow')).rejects.toMatchObject({ message: timeoutMessage, status: 0 });
    expect(sent).toHaveLength(1);
  });

  it('reports a network failure, and a response that breaks its schema', async () => {
    answer('GET', '/x', () => HttpResponse.error());
    await expect(clientWith().api.request('/x')).rejects.toMatchObject({ message: networkMessage, status: 0 });

    answer('GET', '/x', () => HttpResponse.json({ id: 7 }));
    await expect(clientWith().api.request('/x', { schema: z.object({ id: z.string() }) })).rejects.toThrow('The server sent an unexpected response.');
  });
});

describe('api client: routes of the contract', () => {
  const revoke = sessionsApi.revokeSession;

  it('builds the path from the route and its encoded parameters, and parses the answer with the route schema', async () => {
    const session = {
      sessionId: 'a/b',
      deviceType: 'desktop',
      deviceName: 'Mac',
      browser: 'Firefox',
      os: 'macOS',
      createdAt: 'x',
      lastActive: 'y',
      isActive: false,
    };
    // Any request: the URL the client built is asserted below, not matched here.
    const sent = answer('ALL', '*', () => HttpResponse.json({ ...session, secret: 'dropped' }));
    const result = await clientWith('t').api.call(revoke, { params: { sessionId: 'a/b' } });
    expect(result).toEqual(session);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('http://127.0.0.1:3000/api/me/sessions/a%2Fb');
    expect(sent[0]!.method).toBe('DELETE');
    expect(sent[0]!.body).toBeNull();
  });

  it('sends the body and refuses an answer that breaks the contract', async () => {
    const sent = answer('POST', '/me/sign-out', () => HttpResponse.json({ success: 'maybe' }));
    const error = await clientWith('t')
      .api.call(sessionsApi.signOut, { body: { sessionId: 's-1' } })
      .catch((e: unknown) => e);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe('{"sessionId":"s-1"}');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The server sent an unexpected response.');
  });

  it('refuses to call a route without its path parameter', async () => {
    const sent = answer('ALL', '*', () => HttpResponse.json({}));
    await expect(clientWith().api.call(revoke, { params: { sessionId: '' } })).rejects.toThrow(/needs the path parameter sessionId/);
    expect(sent).toHaveLength(0);
  });
});
