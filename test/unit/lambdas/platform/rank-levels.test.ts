import { describe, expect, it } from 'vitest';
import { rankLevels, rankOf, topPercent } from '../../../../lambdas/platform/rank-levels';

describe('rank levels', () => {
  it('keeps each distinct XP total, highest first, with how many users hold it', () => {
    expect(rankLevels([10, 50, 10, 0, 50, 50, 7])).toEqual({ levels: [50, 10, 7, 0], counts: [3, 2, 1, 1], step: 1 });
    expect(rankLevels([])).toEqual({ levels: [], counts: [], step: 1 });
  });

  it('ranks ties alike and counts only the users above: 1 + users on a higher level', () => {
    const board = { ...rankLevels([10, 50, 10, 0, 50, 50, 7]), users: 7 };
    expect(rankOf(board, 50)).toEqual({ rank: 1, users: 7 });
    expect(rankOf(board, 10)).toEqual({ rank: 4, users: 7 });
    expect(rankOf(board, 7)).toEqual({ rank: 6, users: 7 });
    expect(rankOf(board, 0)).toEqual({ rank: 7, users: 7 });
    // XP earned since the snapshot: ahead of everyone it passed, its own older entry below it.
    expect(rankOf(board, 11)).toEqual({ rank: 4, users: 7 });
    expect(rankOf(board, 60)).toEqual({ rank: 1, users: 7 });
  });

  it('never answers a rank beyond the total: a user the snapshot does not hold yet is counted', () => {
    const board = { ...rankLevels([30, 20]), users: 2 };
    expect(rankOf(board, 0)).toEqual({ rank: 3, users: 3 });
    expect(rankOf({ ...rankLevels([]), users: 0 }, 0)).toEqual({ rank: 1, users: 1 });
  });

  it('past the bound, rounds totals down to a coarser power-of-two step: ranks stay exact between users a step apart', () => {
    const xps = Array.from({ length: 1000 }, (_, i) => i * 3); // 1,000 distinct totals
    const coarse = rankLevels(xps, 300);
    expect(coarse.levels.length).toBeLessThanOrEqual(300);
    // 750 levels at a step of 4, 375 at 8, 188 at 16.
    expect(coarse.step).toBe(16);
    expect(coarse.counts.reduce((a, b) => a + b, 0)).toBe(1000);
    const board = { ...coarse, users: 1000 };
    expect(rankOf(board, 2997)).toEqual({ rank: 1, users: 1000 });
    const above = (xp: number) => xps.filter((other) => Math.floor(other / 16) * 16 > Math.floor(xp / 16) * 16).length;
    expect(rankOf(board, 1500).rank).toBe(1 + above(1500));
    expect(rankOf(board, 1500).rank).toBe(499); // level 1,488 (1,488 … 1,503): 498 users hold 1,504 XP or more
    expect(rankOf(board, 0).rank).toBe(1000 - 6 + 1); // 0 … 15: six users share the bottom level
  });

  it("says 'Top X%' as the share of the other users ranked above, rounded up, at least 1: the best rank is the top", () => {
    expect(topPercent(1, 3)).toBe(1);
    expect(topPercent(2, 3)).toBe(50);
    expect(topPercent(3, 3)).toBe(100);
    expect(topPercent(1, 1)).toBe(1);
    expect(topPercent(1, 0)).toBe(1);
    expect(topPercent(1, 1000)).toBe(1);
    expect(topPercent(10, 1000)).toBe(1);
    expect(topPercent(11, 1000)).toBe(2);
    expect(topPercent(42, 1000)).toBe(5);
    expect(topPercent(1000, 1000)).toBe(100);
  });
});
