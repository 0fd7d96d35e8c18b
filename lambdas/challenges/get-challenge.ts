import { challengesApi } from '@contract/api/challenges';
import { httpRoute } from '../shared/http-handler';
import { getChallengeFor } from './challenge-access';
import { challengesRepository } from './repository';

/** GET /weekly-challenges/{challengeId}: the page's data; 404 for an unknown id. */
export const handler = httpRoute(challengesApi.getChallenge, ({ challengeId }, { caller }) => getChallengeFor(challengesRepository, caller, challengeId));
