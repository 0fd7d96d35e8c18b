import { problemsApi } from '@contract/api/problems';
import { httpRoute } from '../shared/http-handler';
import { getProblemDetail } from './problem-detail';
import { problemDetailRepository } from './repository';

/** GET /problems/{problemId}: the problem page without its hidden tests; 404 for an unknown id. */
export const handler = httpRoute(problemsApi.getProblem, ({ problemId }) => getProblemDetail(problemDetailRepository, problemId));
