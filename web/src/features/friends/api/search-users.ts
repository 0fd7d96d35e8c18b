import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { usersApi } from '@contract/api/users';
import { MIN_SEARCH_LENGTH, type UserSearchResult } from '@contract/friends';
import type { ApiClient } from '@web/lib/api-client';
import { friendsKeys } from './friends-keys';

/** GET /users/search?q=…: names by any word's start, e-mail addresses whole, case-insensitive (server-side). */
export function searchUsers(api: ApiClient, q: string, cursor: string | undefined, signal?: AbortSignal): Promise<UserSearchResult> {
  return api.call(usersApi.searchUsers, { query: cursor ? { q, cursor } : { q }, signal });
}

export function searchUsersQueryOptions(api: ApiClient, me: string, q: string, cursor: string | undefined) {
  return queryOptions({
    queryKey: friendsKeys.search(me, q, cursor),
    queryFn: ({ signal }) => searchUsers(api, q, cursor, signal),
    enabled: me !== '' && q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}
