import { challengesApi } from '@contract/api/challenges';
import { httpRoute } from '../shared/http-handler';
import { joinChallengeFor } from './challenge-access';
import { challengesRepository } from './repository';

/** POST /weekly-challenges/{challengeId}/join: Join Now within the plan's weekly limit. */
export const handler = httpRoute(challengesApi.joinChallenge, ({ challengeId }, { caller }) =>
  joinChallengeFor(challengesRepository, caller.userId, challengeId),
);
