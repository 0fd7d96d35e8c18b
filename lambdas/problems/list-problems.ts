import { problemsApi } from '@contract/api/problems';
import { httpRoute } from '../shared/http-handler';
import { listProblems } from './problem-list';
import { problemListRepository } from './repository';

/** GET /problems: a page of the filtered catalogue with the caller's Solved marks. */
export const handler = httpRoute(problemsApi.listProblems, (query, { caller }) => listProblems(problemListRepository, caller.userId, query));
