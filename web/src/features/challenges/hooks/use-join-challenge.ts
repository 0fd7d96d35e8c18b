import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ChallengeDetail } from '@contract/api/challenges';
import { challengeMessages } from '@contract/challenges';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { challengeQueryKey } from '../api/challenge-calls';
import { challengeListQueryKey, joinChallenge } from '../api/challenges';

/**
 * Joins before the first Run, Save or Submit (the server plays only for members), once; a 403 says
 * the week's limit in the spec's words. The page's challenge and the list's figures follow the join.
 */
export function useJoinChallenge(detail: ChallengeDetail, userId: string): () => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { challengeId, joined } = detail;
  const joinedHere = useRef(false);
  return useCallback(async () => {
    if (joined || joinedHere.current) return;
    let joins;
    try {
      joins = await joinChallenge(api, challengeId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) throw new ApiError(challengeMessages.joinLimitReached, 403, error.body);
      throw error;
    }
    joinedHere.current = true;
    queryClient.setQueryData<ChallengeDetail>(challengeQueryKey(userId, challengeId), (old) => old && { ...old, joined: true, joins });
    // The list's Join Now and its figures change with it.
    void queryClient.invalidateQueries({ queryKey: challengeListQueryKey(userId), exact: true });
  }, [api, queryClient, challengeId, userId, joined]);
}
