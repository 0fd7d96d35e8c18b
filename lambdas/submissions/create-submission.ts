/**
 * POST /problems/{problemId}/submissions (docs/requirements/practice.md §6 "Submit"): stores the queued submission,
 * counting its problem toward the weekly quota in the same write (403 at the plan's limit), and
 * starts the judge workflow with its id as the execution name; answers 202 { submissionId } at
 * once. Progress arrives over the WebSocket, the result with GET /submissions/{submissionId}.
 * This file wires the domain in ./submit.ts to DynamoDB and the workflow (lambdas/platform/start-judging.ts).
 */
import type { JudgeLanguage } from '@contract/judge';
import { submissionsApi } from '@contract/api/submissions';
import { getStoredPlanLimits } from '../data/plan-limits';
import { getCatalogueProblem } from '../data/problems';
import { createCountedSubmission } from '../data/submissions';
import { getProfile } from '../data/user-profiles';
import { startJudging } from '../platform/start-judging';
import { httpRoute } from '../shared/http-handler';
import { submit, type SubmitRepository } from './submit';

const submitRepository: SubmitRepository = {
  problemExists: async (problemId) => (await getCatalogueProblem(problemId)) !== undefined,
  getSubmitter: async (userId) => {
    const profile = await getProfile(userId);
    return profile && { plan: profile.plan, timezone: profile.timezone };
  },
  getStoredPlanLimits,
  createCountedSubmission,
  startJudging,
};

export const handler = httpRoute(submissionsApi.createSubmission, ({ problemId, language, source, elapsedSeconds }, { caller }) =>
  submit(submitRepository, {
    userId: caller.userId,
    problemId,
    language: language as JudgeLanguage,
    source,
    ...(elapsedSeconds !== undefined && { elapsedSeconds }),
  }),
);
