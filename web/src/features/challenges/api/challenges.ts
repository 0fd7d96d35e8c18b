import { queryOptions } from '@tanstack/react-query';
import { type Allowance, type ChallengeList, challengesApi } from '@contract/api/challenges';
import type { ApiClient } from '@web/lib/api-client';

/** Keyed by user: another sign-in never sees the previous user's joins and figures from the cache. */
export const challengeListQueryKey = (userId: string) => ['weekly-challenges', userId] as const;

/**
 * GET /weekly-challenges: the 100 newest challenges with the caller's joined / submitted marks, the
 * five stat cards' figures and this week's joins against the plan's limit (docs/requirements/challenges.md §1). The page
 * searches and filters them itself.
 */
export function challengeListQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: challengeListQueryKey(userId),
    queryFn: ({ signal }): Promise<ChallengeList> => api.call(challengesApi.listChallenges, { signal }),
    staleTime: 30_000,
  });
}

/**
 * POST /weekly-challenges/{challengeId}/join (Join Now): counts the challenge toward this week's
 * limit once (joining again is free) and answers the joins after it; 403 at the plan's limit, 409
 * when the challenge is not active.
 */
export async function joinChallenge(api: ApiClient, challengeId: string): Promise<Allowance> {
  const { joins } = await api.call(challengesApi.joinChallenge, { params: { challengeId } });
  return joins;
}
