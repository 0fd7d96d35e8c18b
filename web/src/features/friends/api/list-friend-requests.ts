import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { friendsApi } from '@contract/api/friends';
import type { FriendRequestsPage } from '@contract/friends';
import type { ApiClient } from '@web/lib/api-client';
import { friendsKeys } from './friends-keys';

export type RequestDirection = 'incoming' | 'sent';

/** GET /friend-requests/incoming or /friend-requests/sent: one page of pending requests. */
export function listFriendRequests(api: ApiClient, direction: RequestDirection, cursor: string | undefined, signal?: AbortSignal): Promise<FriendRequestsPage> {
  const route = direction === 'incoming' ? friendsApi.listIncomingFriendRequests : friendsApi.listSentFriendRequests;
  return api.call(route, { query: cursor ? { cursor } : {}, signal });
}

export function friendRequestsQueryOptions(api: ApiClient, me: string, direction: RequestDirection, cursor: string | undefined) {
  return queryOptions({
    queryKey: friendsKeys.requests(me, direction, cursor),
    queryFn: ({ signal }) => listFriendRequests(api, direction, cursor, signal),
    enabled: me !== '',
    placeholderData: keepPreviousData,
  });
}
