import { challengesApi } from '@contract/api/challenges';
import { httpRoute } from '../shared/http-handler';
import { listChallengesFor } from './challenge-access';
import { challengesRepository } from './repository';

/** GET /weekly-challenges: the latest 100, the caller's stat cards and weekly joins. */
export const handler = httpRoute(challengesApi.listChallenges, (_input, { caller }) => listChallengesFor(challengesRepository, caller.userId));
