import { z } from 'zod';
import { difficultySchema } from '../difficulty';
import { defineRoute } from '../http/route';
import { verdictSchema } from '../judge';

/** One bar or point of the solving-progress chart: problems first solved and submissions judged in it. */
const bucketSchema = z.object({ label: z.string(), solved: z.number().int(), submissions: z.number().int() });
export type ProgressBucket = z.infer<typeof bucketSchema>;

export const dashboardPeriods = ['week', 'month', 'year'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

const countsSchema = z.object({ total: z.number().int(), easy: z.number().int(), medium: z.number().int(), hard: z.number().int() });

/**
 * GET /me/dashboard (spec 2 §2.2): every figure of the progress dashboard, each read from an item
 * kept as it changes (stats, period counters, the catalogue summary), never counted over a list.
 * Periods are the user's calendar (DESIGN D6): weeks start on Monday in their timezone.
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
      /** 'Top X% globally' (spec 2 §2.2), at least 1. */
      topPercent: z.number().int(),
      country: z.string().nullable(),
      countryRank: z.number().int().nullable(),
      countryUsers: z.number().int().nullable(),
      /** The XP all users earned this ISO week (UTC) over how many users there are. */
      globalWeeklyAverageXp: z.number(),
    })
    .nullable(),
  /** The contest rating from weekly challenges (issue 9 §5; XP stays separate); null before the first rated challenge. */
  rating: z.object({ displayed: z.number().int(), contests: z.number().int(), provisional: z.boolean() }).nullable(),
  /** XP earned on each day of this week, Monday first. */
  weekXp: z.array(z.object({ day: z.string(), xp: z.number().int() })).length(7),
  /** The solving-progress chart: this week by day, this month in 4 buckets of 7 days, this year by month. */
  progress: z.object({ week: z.array(bucketSchema), month: z.array(bucketSchema), year: z.array(bucketSchema) }),
  /** The hub's Recent Activity (spec 2 §2.3): the latest judged submissions, newest first. */
  recentActivity: z
    .array(z.object({ problemId: z.string(), title: z.string(), difficulty: difficultySchema, verdict: verdictSchema, xpAwarded: z.number().int(), at: z.string() }))
    .max(5),
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

/** Spec 2 §2.3: up to 5 items. */
export const RECENT_ACTIVITY_SHOWN = 5;

/** The progress feature (lambdas/progress): the signed-in user's own progress. */
export const progressApi = {
  getDashboard: defineRoute({
    id: 'GetDashboard', feature: 'progress', method: 'GET', path: '/me/dashboard', access: 'user', grants: ['table:read'],
    response: dashboardSchema,
  }),
};
