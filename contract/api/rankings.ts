import { z } from 'zod';
import { defineRoute } from '../http/route';

/**
 * The leaderboards (docs/requirements/leaderboards.md §1, §2). Two boards, each per period and scope:
 * - individual: XP earned in the period (docs/requirements/leaderboards.md §2 orders users by XP per period);
 * - challenges: weekly challenge points earned in the period (each challenge's best submission).
 * Periods are calendar months and years in UTC, the one calendar everyone shares. The spec keys
 * its periods `month_{previous month}` and `year_{previous year}`; the buttons read "Last Month" and
 * "Last Year", and show the month and year running now (decision: a board of the period just ended
 * would stay empty through a new platform's first month and never show a student the work they
 * just did; the README says so).
 */
export const leaderboardBoards = ['individual', 'challenges'] as const;
export type LeaderboardBoard = (typeof leaderboardBoards)[number];
export const leaderboardPeriods = ['month', 'year'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];
export const leaderboardScopes = ['world', 'country'] as const;
export type LeaderboardScope = (typeof leaderboardScopes)[number];

/** docs/requirements/leaderboards.md §6: a podium of 3 and rows 4 to 10; the caller's own row is added below when lower. */
export const LEADERBOARD_ROWS = 10;

export const leaderboardQuerySchema = z.object({
  board: z.enum(leaderboardBoards).default('individual'),
  period: z.enum(leaderboardPeriods).default('month'),
  scope: z.enum(leaderboardScopes).default('world'),
});

export const leaderboardRowSchema = z.object({
  /** Competition ranking: equal scores share a rank (1, 2, 2, 4). */
  rank: z.number().int().min(1),
  userId: z.string(),
  /** The user's name cut to its first 3 words, 'User' when missing (docs/requirements/leaderboards.md §2). */
  name: z.string(),
  country: z.string().nullable(),
  /** XP (individual) or points (challenges) earned in the period. */
  score: z.number().int(),
  isYou: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  board: z.enum(leaderboardBoards),
  period: z.enum(leaderboardPeriods),
  scope: z.enum(leaderboardScopes),
  /** `2026-11` or `2026`: the period shown. */
  periodKey: z.string(),
  /** The caller's country code; null when they have not said it (the country scope is then empty). */
  country: z.string().nullable(),
  /** The top LEADERBOARD_ROWS, best first: rows 1–3 are the podium. */
  rows: z.array(leaderboardRowSchema).max(LEADERBOARD_ROWS),
  /** The caller's own row when it is not among `rows` (ranked from the snapshot, at most 5 minutes old); null when not on the board. */
  you: leaderboardRowSchema.nullable(),
  /** Users on this board (from the snapshot). */
  total: z.number().int(),
  /** When the snapshot the ranks come from was taken; null before the first. */
  rankedAt: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** The four stat cards (docs/requirements/leaderboards.md §1): by all-time XP, from the XP board's snapshot. */
export const leaderboardStatsSchema = z.object({
  worldRank: z.number().int().nullable(),
  countryRank: z.number().int().nullable(),
  xp: z.number().int(),
  /** round(100 × (1 − rank / total)) when the total is above 1 (docs/requirements/leaderboards.md §2); null otherwise. */
  percentile: z.number().int().nullable(),
  /**
   * The contest rating from weekly challenges (docs/decisions/D26: beyond the spec; XP stays separate):
   * AtCoder's formulas; `provisional` for the first five rated challenges. Null before the first.
   */
  rating: z.object({ displayed: z.number().int(), contests: z.number().int(), provisional: z.boolean() }).nullable(),
});
export type LeaderboardStats = z.infer<typeof leaderboardStatsSchema>;

/** The rankings feature (lambdas/rankings): what the leaderboard page reads. */
export const rankingsApi = {
  getLeaderboard: defineRoute({
    id: 'GetLeaderboard',
    feature: 'rankings',
    method: 'GET',
    path: '/leaderboard',
    access: 'user',
    grants: ['table:read'],
    query: leaderboardQuerySchema,
    response: leaderboardSchema,
  }),
  getLeaderboardStats: defineRoute({
    id: 'GetLeaderboardStats',
    feature: 'rankings',
    method: 'GET',
    path: '/leaderboard/stats',
    access: 'user',
    grants: ['table:read'],
    response: leaderboardStatsSchema,
  }),
};

/** docs/requirements/leaderboards.md §2: the first 3 words of a name; 'User' when there is none. */
export function leaderboardName(name: string | undefined | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length === 0 ? 'User' : words.slice(0, 3).join(' ');
}

/** docs/requirements/leaderboards.md §2: round(100 × (1 − rank / total)) when the total is above 1. */
export function percentileOf(rank: number, total: number): number | null {
  return total > 1 ? Math.round(100 * (1 - rank / total)) : null;
}
