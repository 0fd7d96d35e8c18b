import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { friendsApi } from '@contract/api/friends';
import type { FriendsPage } from '@contract/friends';
import type { ApiClient } from '@web/lib/api-client';
import { friendsKeys } from './friends-keys';

/** GET /friends: one page of the caller's friends, newest friendship first. */
export function listFriends(api: ApiClient, cursor: string | undefined, signal?: AbortSignal): Promise<FriendsPage> {
  return api.call(friendsApi.listFriends, { query: cursor ? { cursor } : {}, signal });
}

export function friendsPageQueryOptions(api: ApiClient, me: string, cursor: string | undefined) {
  return queryOptions({
    queryKey: friendsKeys.list(me, cursor),
    queryFn: ({ signal }) => listFriends(api, cursor, signal),
    enabled: me !== '',
    placeholderData: keepPreviousData,
  });
}

/** The chat panel's friend list: pages appended on "Show more friends". */
export function chatFriendsQueryOptions(api: ApiClient, me: string) {
  return infiniteQueryOptions({
    queryKey: friendsKeys.chatFriends(me),
    queryFn: ({ pageParam, signal }) => listFriends(api, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: me !== '',
  });
}
