import { queryOptions } from '@tanstack/react-query';
import { friendsApi } from '@contract/api/friends';
import type { FriendsSummary } from '@contract/friends';
import type { ApiClient } from '@web/lib/api-client';
import { friendsKeys } from './friends-keys';

/** GET /friends/summary: the four counters and this week's invites. */
export function getFriendsSummary(api: ApiClient, signal?: AbortSignal): Promise<FriendsSummary> {
  return api.call(friendsApi.getFriendsSummary, { signal });
}

export function friendsSummaryQueryOptions(api: ApiClient, me: string) {
  return queryOptions({ queryKey: friendsKeys.summary(me), queryFn: ({ signal }) => getFriendsSummary(api, signal), enabled: me !== '' });
}

/** The weekly invite limit is reached (-1 is unlimited). */
export function atInviteLimit(summary: FriendsSummary | undefined): boolean {
  if (!summary) return false;
  const { used, limit } = summary.invites;
  return limit !== -1 && used >= limit;
}
