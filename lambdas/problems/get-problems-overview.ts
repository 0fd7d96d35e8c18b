import { problemsApi } from '@contract/api/problems';
import { httpRoute } from '../shared/http-handler';
import { problemsOverview } from './problems-overview';
import { problemListRepository } from './repository';

/** GET /problems-overview: the stat tiles and the topic carousel of the problems list. */
export const handler = httpRoute(problemsApi.problemsOverview, (_query, { caller }) => problemsOverview(problemListRepository, caller.userId));
