import { queryOptions } from '@tanstack/react-query';
import { friendsApi } from '@contract/api/friends';
import type { PendingFriendRequestCount } from '@contract/friends';
import type { ApiClient } from '@web/lib/api-client';

/** How often the count is re-read while the page is open (the spec's "live query", by polling). */
export const PENDING_COUNT_REFRESH_MS = 60_000;

/** GET /me/friend-requests/pending-count: pending friend requests addressed to the caller. */
export function countPendingFriendRequests(api: ApiClient, signal?: AbortSignal): Promise<PendingFriendRequestCount> {
  return api.call(friendsApi.countPendingFriendRequests, { signal });
}

/** Keyed by user, so the next user of this browser never sees the previous user's count. */
export const pendingCountQueryKey = (userId: string | undefined) => ['me', userId ?? 'signed-out', 'friend-requests', 'pending-count'] as const;

export function pendingFriendRequestCountQueryOptions(api: ApiClient, userId: string | undefined) {
  return queryOptions({
    queryKey: pendingCountQueryKey(userId),
    queryFn: ({ signal }) => countPendingFriendRequests(api, signal),
    enabled: Boolean(userId),
    refetchInterval: PENDING_COUNT_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
