import { describe, expect, it, vi } from 'vitest';
import { apiClientOver, type ApiClient } from '@web/lib/api-client';
import { countPendingFriendRequests, PENDING_COUNT_REFRESH_MS, pendingFriendRequestCountQueryOptions } from './count-pending-requests';

const fakeApi = (answer: unknown) => {
  const request = vi.fn(async (_path: string, options?: { schema?: { parse(v: unknown): unknown } }) => options?.schema?.parse(answer));
  return Object.assign(apiClientOver(request as never), { request });
};

describe('pending friend request count', () => {
  it('reads GET /me/friend-requests/pending-count and checks the answer', async () => {
    const api = fakeApi({ pending: 3 });
    await expect(countPendingFriendRequests(api as unknown as ApiClient)).resolves.toEqual({ pending: 3 });
    expect(api.request.mock.calls[0]?.[0]).toBe('/me/friend-requests/pending-count');
    await expect(countPendingFriendRequests(fakeApi({ pending: -1 }) as unknown as ApiClient)).rejects.toThrow();
  });

  it('polls every 60 s and on focus for a signed-in user, per user, and not at all when signed out', () => {
    const api = fakeApi({ pending: 0 }) as unknown as ApiClient;
    const signedIn = pendingFriendRequestCountQueryOptions(api, 'u-1');
    expect(PENDING_COUNT_REFRESH_MS).toBe(60_000);
    expect(signedIn).toMatchObject({ enabled: true, refetchInterval: 60_000, refetchOnWindowFocus: true });
    expect(signedIn.queryKey).toContain('u-1');
    expect(pendingFriendRequestCountQueryOptions(api, undefined).enabled).toBe(false);
  });
});
