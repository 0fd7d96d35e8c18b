/**
 * Ranks from a board's snapshot without reading every user on a request: the snapshot keeps the
 * distinct XP totals (highest first) and how many users hold each, so a user's rank is 1 + the users
 * above their XP, found by a binary search. Ties share a rank, as on the leaderboard.
 */

/**
 * At most this many levels per board: with up to 12 bytes a level (two numbers) a summary stays
 * near 100 KB, a quarter of DynamoDB's 400 KB item. XP totals are sums of 2, 5 and 10 (docs/decisions/D06),
 * so a board this varied needs tens of thousands of users.
 */
export const MAX_RANK_LEVELS = 8_000;

export interface RankLevels {
  /** Distinct XP totals, highest first: multiples of `step`, each a user's XP rounded down to one. */
  levels: number[];
  /** How many users hold each level. */
  counts: number[];
  /** 1 while the board has few enough distinct totals; else the power of two that brings them under the bound. */
  step: number;
}

function levelsAt(xps: readonly number[], step: number): RankLevels {
  const byLevel = new Map<number, number>();
  for (const xp of xps) {
    const level = Math.floor(Math.max(0, xp) / step) * step;
    byLevel.set(level, (byLevel.get(level) ?? 0) + 1);
  }
  const levels = [...byLevel.keys()].sort((a, b) => b - a);
  return { levels, counts: levels.map((level) => byLevel.get(level)!), step };
}

/**
 * The board's levels. Past `maxLevels` distinct totals, totals are rounded down to a coarser step:
 * ranks stay exact between users whose XP differs by at least the step, and users within one step
 * share a rank (at 100,000 users that is a few XP apart, far down the board).
 */
export function rankLevels(xps: readonly number[], maxLevels = MAX_RANK_LEVELS): RankLevels {
  let step = 1;
  for (;;) {
    const levels = levelsAt(xps, step);
    if (levels.levels.length <= maxLevels) return levels;
    step *= 2;
  }
}

/**
 * The rank of a user with `xp` on a board of `users` (1 is the top): 1 + the users on a higher level.
 * `xp` is the user's current total, which may be ahead of the snapshot (their own entry there is at
 * or below it, so it never counts against them); the total is never below the rank.
 */
export function rankOf(board: RankLevels & { users: number }, xp: number): { rank: number; users: number } {
  const mine = Math.floor(Math.max(0, xp) / board.step) * board.step;
  // First level at or below mine: every level before it is above.
  let lo = 0;
  let hi = board.levels.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (board.levels[mid]! > mine) lo = mid + 1;
    else hi = mid;
  }
  let above = 0;
  for (let i = 0; i < lo; i++) above += board.counts[i]!;
  return { rank: above + 1, users: Math.max(board.users, above + 1) };
}

/**
 * 'Top X% globally' (docs/requirements/dashboard.md §1). The rule: X is the share of the other users ranked above this
 * one, 100 × (rank − 1) / (users − 1), rounded up to a whole percent and at least 1. So the best
 * rank (and everyone tied with it, and the only user of a board) reads "Top 1%", the last of a
 * board "Top 100%", and rank 2 of 3 "Top 50%". On a large board it is about rank / users (rank 42
 * of 1,000: 5%), but rank / users alone would put the first of three users in the top 34%.
 */
export function topPercent(rank: number, users: number): number {
  if (users <= 1 || rank <= 1) return 1;
  return Math.min(100, Math.max(1, Math.ceil((100 * (rank - 1)) / (users - 1))));
}
