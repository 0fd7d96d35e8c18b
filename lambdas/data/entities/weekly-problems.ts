import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * The distinct problems a user submitted in one ISO week of their timezone (docs/decisions/D03, docs/requirements/dashboard.md §5
 * `weeklyProblems`): ADDed in the same transaction that creates a submission of a problem not yet
 * counted that week, with the condition `problems < limit` of the user's plan.
 */
export const WeeklyProblemCountEntity = new Entity({
  name: 'WeeklyProblemCount',
  table,
  schema: item({
    userId: string().key(),
    /** 2026-W48 */
    week: string().key(),
    problems: number().default(0),
  }),
  computeKey: ({ userId, week }) => ({ pk: keys.user(userId), sk: keys.weeklyProblemCount(week) }),
});

/**
 * "This problem is counted this week": put (only if absent) with the count's increment, so a second
 * submission of the same problem that week, or two racing ones, count it once. Expires after the week.
 */
export const WeeklyProblemMarkEntity = new Entity({
  name: 'WeeklyProblemMark',
  table,
  schema: item({
    userId: string().key(),
    week: string().key(),
    problemId: string().key(),
    /** The submission that counted it. */
    submissionId: string(),
    countedAt: string(),
    expiresAt: number(),
  }),
  computeKey: ({ userId, week, problemId }) => ({ pk: keys.user(userId), sk: keys.weeklyProblemMark(week, problemId) }),
});
