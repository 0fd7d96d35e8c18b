import { problemsApi } from '@contract/api/problems';
import { httpRoute } from '../shared/http-handler';
import { famousProblems } from './famous-problems';
import { famousProblemsRepository } from './repository';

/** GET /famous-problems: the home page's Famous Questions, for visitors too. */
export const handler = httpRoute(problemsApi.famousProblems, () => famousProblems(famousProblemsRepository));
