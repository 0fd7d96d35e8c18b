import { Entity, item, list, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A user's entry on the XP board (data/rank-board.ts): their total XP, challenge points and country
 * as the stream last saw them, and what they earned in the current ISO week, month and year (UTC):
 * the global weekly average and the leaderboards. Short stored names: the snapshot job reads every entry, so each byte is paid per user.
 */
export const XpBoardEntryEntity = new Entity({
  name: 'XpBoardEntry',
  table,
  schema: item({
    userId: string().key(),
    xp: number().savedAs('x'),
    country: string().optional().savedAs('c'),
    /** The ISO week (UTC, 2026-W48) `weekXp` belongs to. */
    week: string().savedAs('w'),
    weekXp: number().savedAs('wx'),
    /**
     * Weekly challenge points (the stats' challengePoints) as last seen, and the XP and points earned
     * in the current UTC month and year: the leaderboards' scores (data/standings.ts). Absent on
     * entries written before the leaderboards: read as 0.
     */
    points: number().optional().savedAs('p'),
    month: string().optional().savedAs('m'),
    monthXp: number().optional().savedAs('mx'),
    monthPoints: number().optional().savedAs('mp'),
    year: string().optional().savedAs('y'),
    yearXp: number().optional().savedAs('yx'),
    yearPoints: number().optional().savedAs('yp'),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(() => keys.xpBoardEntryOwnerSort()),
  })),
  computeKey: ({ userId }) => ({ pk: keys.xpBoard(), sk: keys.xpBoardEntrySort(userId) }),
  timestamps: false,
});

/**
 * What the snapshot job computed of one board (the world, or one country): how many users, and the
 * distinct XP totals from the highest down with how many users hold each, from which a user's rank
 * is one binary search (lambdas/platform/rank-levels.ts). Bounded by MAX_RANK_LEVELS so it stays far
 * below the 400 KB item limit (test/integration/rankings).
 */
export const XpBoardSummaryEntity = new Entity({
  name: 'XpBoardSummary',
  table,
  schema: item({
    /** `world`, or a country's code. */
    board: string().key(),
    users: number(),
    /** Distinct XP totals, highest first (coarsened to multiples of `step` when there are too many). */
    levels: list(number()),
    /** How many users hold each level. */
    counts: list(number()),
    step: number(),
    /** The XP all users earned this ISO week (UTC), and that week. */
    week: string(),
    weekXp: number(),
    computedAt: string(),
  }),
  computeKey: ({ board }) => ({ pk: keys.xpBoardSummary(), sk: keys.xpBoardSummarySort(board) }),
  timestamps: false,
});
