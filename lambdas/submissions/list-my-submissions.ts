/**
 * GET /problems/{problemId}/submissions ("My submissions" on the problem's page): the caller's own,
 * newest first, from the index keyed by user and problem, so no one else's are ever read; and the
 * plan's weekly problem quota as it stands for this problem, so the screen can disable Submit at the
 * limit instead of letting the student find out from a refusal (the submit transaction still decides).
 */
import { MY_SUBMISSIONS_SHOWN, submissionsApi, type WeeklyProblemQuota } from '@contract/api/submissions';
import { getStoredPlanLimits } from '../data/plan-limits';
import { countProblemSubmissions, listProblemSubmissions } from '../data/submissions';
import { getProfile } from '../data/user-profiles';
import { getWeeklyProblemCount, isProblemCounted } from '../data/weekly-problems';
import { httpRoute } from '../shared/http-handler';
import { weeklyQuotaOf } from './submit';
import { submissionSummary } from './view';

async function quotaFor(userId: string, problemId: string, now: Date): Promise<WeeklyProblemQuota | undefined> {
  const profile = await getProfile(userId);
  if (!profile) return undefined;
  const { week, limit } = await weeklyQuotaOf({ getStoredPlanLimits }, { plan: profile.plan, timezone: profile.timezone }, now);
  // Unlimited: nothing to count.
  if (limit < 0) return { used: 0, limit, counted: false };
  const [used, counted] = await Promise.all([getWeeklyProblemCount(userId, week), isProblemCounted(userId, problemId, week)]);
  return { used, limit, counted };
}

export const handler = httpRoute(submissionsApi.listMySubmissions, async ({ problemId }, { caller }) => {
  const [latest, total, quota] = await Promise.all([
    listProblemSubmissions(caller.userId, problemId, MY_SUBMISSIONS_SHOWN),
    countProblemSubmissions(caller.userId, problemId),
    quotaFor(caller.userId, problemId, new Date()),
  ]);
  return { submissions: latest.map(submissionSummary), total, ...(quota && { quota }) };
});
