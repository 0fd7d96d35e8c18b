import { challengesApi } from '@contract/api/challenges';
import { httpRoute } from '../shared/http-handler';
import { createChallenge } from './create-challenge';
import { challengesRepository } from './repository';

/** POST /weekly-challenges (staff): schedules a challenge (create-challenge.ts). */
export const handler = httpRoute(challengesApi.createChallenge, (input, { caller }) => createChallenge(challengesRepository, input, caller.userId));
