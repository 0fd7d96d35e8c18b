import { z } from 'zod';
import { difficultySchema } from '../difficulty';
import { defineRoute } from '../http/route';

/** One bar or point of the solving-progress chart: problems first solved and submissions judged in it. */
const bucketSchema = z.object({ label: z.string(), solved: z.number().int(), submissions: z.number().int() });
export type ProgressBucket = z.infer<typeof bucketSchema>;

export const dashboardPeriods = ['week', 'month', 'year'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

const countsSchema = z.object({ total: z.number().int(), easy: z.number().int(), medium: z.number().int(), hard: z.number().int() });

const recentActivitySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('problem'), problemId: z.string(), title: z.string(), difficulty: difficultySchema, xpAwarded: z.number().int(), at: z.string() }),
  z.object({
    kind: z.literal('challenge'),
    challengeId: z.string(),
    title: z.string(),
    difficulty: difficultySchema,
    points: z.number().int(),
    at: z.string(),
  }),
]);

/**
 * GET /me/dashboard (docs/requirements/dashboard.md §1): every figure of the progress dashboard, each read from an item
 * kept as it changes (stats, period counters, the catalogue summary), never counted over a list.
 * Periods are the user's calendar (docs/decisions/D06): weeks start on Monday in their timezone.
 */
export const dashboardSchema = z.object({
  name: z.string(),
  /** Whole days since the account was created. */
  daysActive: z.number().int(),
  /** yyyy-mm-dd in the user's timezone. */
  today: z.string(),
  xp: z.number().int(),
  level: z.number().int(),
  /** XP where the current level starts, and where the next does (null at the top: 'Max Level'). */
  levelStartXp: z.number().int(),
  nextLevelXp: z.number().int().nullable(),
  solved: countsSchema,
  /** The catalogue's problems, in all and by difficulty (meta/summary). */
  catalogue: countsSchema,
  problemsAttempted: z.number().int(),
  submissions: z.number().int(),
  acceptedSubmissions: z.number().int(),
  /** Over every first solve timed by the solving screen; null until one is. */
  averageSolveSeconds: z.number().int().nullable(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  badgesEarned: z.number().int(),
  certificatesEarned: z.number().int(),
  /**
   * By total XP, from the rankings snapshot (every 5 minutes) and the user's current XP; null until
   * the first snapshot. The country's rank is null for a user who has not said their country.
   */
  ranking: z
    .object({
      globalRank: z.number().int(),
      globalUsers: z.number().int(),
      /** 'Top X% globally' (docs/requirements/dashboard.md §1): 1 for the best rank (lambdas/platform/rank-levels.ts says the rule). */
      topPercent: z.number().int(),
      country: z.string().nullable(),
      countryRank: z.number().int().nullable(),
      countryUsers: z.number().int().nullable(),
      /** The XP all users earned this ISO week (UTC) over how many users there are. */
      globalWeeklyAverageXp: z.number(),
    })
    .nullable(),
  /** The contest rating from weekly challenges (docs/decisions/D26; XP stays separate); null before the first rated challenge. */
  rating: z.object({ displayed: z.number().int(), contests: z.number().int(), provisional: z.boolean() }).nullable(),
  /** XP earned on each day of this week, Monday first. */
  weekXp: z.array(z.object({ day: z.string(), xp: z.number().int() })).length(7),
  /** The solving-progress chart: this week by day, this month in 4 buckets of 7 days, this year by month. */
  progress: z.object({ week: z.array(bucketSchema), month: z.array(bucketSchema), year: z.array(bucketSchema) }),
  /**
   * The hub's Recent Activity (docs/requirements/practice.md §1): solved problems (when solved, with the XP the problem
   * earned) and weekly challenges entered (when last submitted, with the entry's best points),
   * mixed, newest first, 5 at most.
   */
  recentActivity: z.array(recentActivitySchema).max(5),
  /**
   * The hub's Weekly Challenges card (docs/requirements/practice.md §1 participated/total), as /weekly-challenges counts
   * them: challenges submitted to, of the challenges held (started) since the account was created.
   */
  weeklyChallenges: z.object({ participated: z.number().int(), held: z.number().int() }),
  /** Problems solved and the average solving time in this period and the one before, for the trends' percent changes. */
  trends: z.record(
    z.enum(dashboardPeriods),
    z.object({
      solved: z.number().int(),
      previousSolved: z.number().int(),
      avgSolveSeconds: z.number().int().nullable(),
      previousAvgSolveSeconds: z.number().int().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export type RecentActivity = Dashboard['recentActivity'][number];

/** docs/requirements/practice.md §1: up to 5 items. */
export const RECENT_ACTIVITY_SHOWN = 5;

/** The progress feature (lambdas/progress): the signed-in user's own progress. */
export const progressApi = {
  getDashboard: defineRoute({
    id: 'GetDashboard',
    feature: 'progress',
    method: 'GET',
    path: '/me/dashboard',
    access: 'user',
    grants: ['table:read'],
    response: dashboardSchema,
  }),
};
