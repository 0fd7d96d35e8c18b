import { challengesApi } from '@contract/api/challenges';
import type { ChallengeStatus, NewChallenge } from '@contract/challenges';
import type { ApiClient } from '@web/lib/api-client';

/** What POST /weekly-challenges answers: the new challenge's id and the status its dates give it. */
export interface ScheduledChallenge {
  readonly challengeId: string;
  readonly status: ChallengeStatus;
}

/**
 * POST /weekly-challenges (docs/requirements/challenges.md §5; staff only): schedules the challenge the form checked with the
 * contract's own schema. 201 with its id and status; 400 with the server's message on bad input,
 * 403 for a student (an ApiError either way).
 */
export function scheduleChallenge(api: ApiClient, body: NewChallenge): Promise<ScheduledChallenge> {
  return api.call(challengesApi.createChallenge, { body });
}
