/** The problems feature's Lambda: the routes of contract/api/problems.ts. */
import { problemsApi } from '@contract/api/problems';
import { featureRouter } from '../shared/http-handler';
import { handler as getProblem } from './get-problem';
import { handler as problemsOverview } from './get-problems-overview';
import { handler as famousProblems } from './list-famous-problems';
import { handler as listProblems } from './list-problems';

export const handler = featureRouter(problemsApi, { listProblems, problemsOverview, famousProblems, getProblem });
