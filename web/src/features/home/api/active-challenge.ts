import { queryOptions } from '@tanstack/react-query';
import { challengesApi } from '@contract/api/challenges';
import type { ApiClient } from '@web/lib/api-client';
import type { ActiveChallenge } from '../components/challenge-block';

/** GET /weekly-challenges/active (public): the competitive section's challenge, or none. */
export function activeChallengeQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['active-challenge'],
    queryFn: async ({ signal }): Promise<ActiveChallenge | null> => {
      const { challenge } = await api.call(challengesApi.activeChallenge, { signal });
      return challenge && { id: challenge.challengeId, title: challenge.title, postedAt: new Date(challenge.startsAt), endsAt: challenge.endsAt };
    },
    staleTime: 60_000,
  });
}
