import { queryOptions } from '@tanstack/react-query';
import { usersApi } from '@contract/api/users';
import type { UserCard } from '@contract/user-card';
import type { ApiClient } from '@web/lib/api-client';

/** docs/requirements/friends.md §6: a failed ranking load is tried again after 5 s (the card carries the rankings). */
export const USER_CARD_RETRY_MS = 5000;

/** Presence and ranks move (ranks with the 5-minute snapshot): a card is kept fresh for a minute. */
export const USER_CARD_STALE_MS = 60_000;

export const userCardQueryKey = (userId: string) => ['user-card', userId] as const;

/** GET /users/{userId}/card: what the profile popup shows of a user. */
export function userCardQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: userCardQueryKey(userId),
    queryFn: ({ signal }): Promise<UserCard> => api.call(usersApi.getUserCard, { params: { userId }, signal }),
    staleTime: USER_CARD_STALE_MS,
    retryDelay: USER_CARD_RETRY_MS,
  });
}
