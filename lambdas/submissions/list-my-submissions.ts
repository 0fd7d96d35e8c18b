/**
 * GET /problems/{problemId}/submissions ("My submissions" on the problem's page): the caller's own,
 * newest first, from the index keyed by user and problem, so no one else's are ever read.
 */
import { MY_SUBMISSIONS_SHOWN, submissionsApi } from '@contract/api/submissions';
import { countProblemSubmissions, listProblemSubmissions } from '../data/submissions';
import { httpRoute } from '../shared/http-handler';
import { submissionSummary } from './view';

export const handler = httpRoute(submissionsApi.listMySubmissions, async ({ problemId }, { caller }) => {
  const [latest, total] = await Promise.all([
    listProblemSubmissions(caller.userId, problemId, MY_SUBMISSIONS_SHOWN),
    countProblemSubmissions(caller.userId, problemId),
  ]);
  return { submissions: latest.map(submissionSummary), total };
});
