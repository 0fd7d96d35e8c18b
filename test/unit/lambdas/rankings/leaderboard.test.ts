/** The leaderboard page's data (lambdas/rankings/leaderboard.ts) over an in-memory repository. */
import { describe, expect, it } from 'vitest';
import { leaderboardName, percentileOf } from '@contract/api/rankings';
import type { Standing, StandingSummary } from '../../../../lambdas/data/standings';
import { boardOf, getLeaderboard, getLeaderboardStats, topRanks, type LeaderboardRepository } from '../../../../lambdas/rankings/leaderboard';
import { rankLevels } from '../../../../lambdas/platform/rank-levels';
import { currentBoards, takeStandingsSnapshot } from '../../../../lambdas/rankings/standings-snapshot';

const now = new Date('2026-11-26T12:00:00Z');
const standing = (userId: string, score: number, country?: string): Standing => ({ board: 'XP#M#2026-11', userId, score, ...(country && { country }) });
const all = [standing('a', 500, 'PK'), standing('b', 400, 'IN'), standing('c', 400, 'PK'), standing('d', 10, 'PK')];
const summaryOf = (scores: number[], scope = 'world'): StandingSummary => ({
  board: 'XP#M#2026-11',
  scope,
  users: scores.length,
  ...rankLevels(scores),
  computedAt: now.toISOString(),
});

function repo(member: { country?: string; xp: number } | undefined, options: { limit?: number; summary?: boolean } = {}): LeaderboardRepository {
  return {
    getMember: async () => member,
    listTopStandings: async (_board, limit, country) => all.filter((s) => !country || s.country === country).slice(0, Math.min(limit, options.limit ?? limit)),
    getStanding: async (_board, userId) => all.find((s) => s.userId === userId),
    getStandingSummary: async (_board, scope) =>
      options.summary === false
        ? undefined
        : summaryOf(
            all.filter((s) => scope === 'world' || s.country === scope).map((s) => s.score),
            scope,
          ),
    getContestRating: async (userId) => (userId === 'a' ? { displayed: 1234, contests: 6, provisional: false } : undefined),
    getNames: async (ids) => new Map(ids.map((id) => [id, { name: id === 'a' ? '  Ada  Byron King Lovelace ' : '' }])),
    getXpBoardSummaries: async () => ({
      world: { ...summaryOf([900, 500, 100]), board: 'world', week: '2026-W48', weekXp: 0 },
      country: { ...summaryOf([500, 100]), board: 'PK', week: '2026-W48', weekXp: 0 },
    }),
  };
}

describe('the leaderboard', () => {
  it('names the board by metric and the UTC period running now', () => {
    expect(boardOf('individual', 'month', now)).toEqual({ name: 'XP#M#2026-11', periodKey: '2026-11' });
    expect(boardOf('challenges', 'year', now)).toEqual({ name: 'PTS#Y#2026', periodKey: '2026' });
    expect(currentBoards(now)).toEqual(['XP#M#2026-11', 'XP#Y#2026', 'PTS#M#2026-11', 'PTS#Y#2026']);
  });

  it('ranks the top with ties shared (competition ranking), names cut to three words or User', async () => {
    expect(topRanks([500, 400, 400, 10])).toEqual([1, 2, 2, 4]);
    const board = await getLeaderboard(repo({ country: 'PK', xp: 0 }), 'd', { board: 'individual', period: 'month', scope: 'world' }, now);
    expect(board.rows.map((r) => [r.rank, r.userId, r.name, r.isYou])).toEqual([
      [1, 'a', 'Ada Byron King', false],
      [2, 'b', 'User', false],
      [2, 'c', 'User', false],
      [4, 'd', 'User', true],
    ]);
    expect(board).toMatchObject({ you: null, total: 4, country: 'PK', periodKey: '2026-11' });
  });

  it("adds the caller's own row below the top, ranked from the snapshot; none before the first snapshot", async () => {
    const query = { board: 'individual', period: 'month', scope: 'world' } as const;
    const below = await getLeaderboard(repo({ xp: 0 }, { limit: 2 }), 'd', query, now);
    expect(below.rows).toHaveLength(2);
    expect(below.you).toMatchObject({ rank: 4, userId: 'd', score: 10, isYou: true });
    expect((await getLeaderboard(repo({ xp: 0 }, { limit: 2, summary: false }), 'd', query, now)).you).toBeNull();
  });

  it("shows the caller's country; an empty country board for a user without one", async () => {
    const country = await getLeaderboard(repo({ country: 'PK', xp: 0 }), 'c', { board: 'individual', period: 'month', scope: 'country' }, now);
    expect(country.rows.map((r) => r.userId)).toEqual(['a', 'c', 'd']);
    expect(country.total).toBe(3);
    expect(await getLeaderboard(repo({ xp: 0 }), 'c', { board: 'individual', period: 'month', scope: 'country' }, now)).toMatchObject({
      rows: [],
      you: null,
      total: 0,
      country: null,
    });
    await expect(getLeaderboard(repo(undefined), 'x', { board: 'individual', period: 'month', scope: 'world' }, now)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('gives the stat cards: world and country rank by all-time XP, and the percentile of docs/requirements/leaderboards.md §2', async () => {
    expect(await getLeaderboardStats(repo({ country: 'PK', xp: 500 }), 'a')).toEqual({
      worldRank: 2,
      countryRank: 1,
      xp: 500,
      percentile: 33,
      rating: { displayed: 1234, contests: 6, provisional: false },
    });
    expect((await getLeaderboardStats(repo({ xp: 0 }), 'b')).rating).toBeNull();
    expect(percentileOf(1, 1)).toBeNull();
    expect(leaderboardName(undefined)).toBe('User');
  });
});

describe('the standings snapshot', () => {
  it('summarises each current board for the world and each country', async () => {
    const written: StandingSummary[] = [];
    const outcome = await takeStandingsSnapshot(
      {
        async *readStandings(board) {
          if (board === 'XP#M#2026-11') yield all;
        },
        writeStandingSummaries: async (summaries) => void written.push(...summaries),
      },
      now,
    );
    expect(outcome).toEqual({ boards: 6, standings: 4 });
    const world = written.find((s) => s.board === 'XP#M#2026-11' && s.scope === 'world')!;
    expect(world).toMatchObject({ users: 4, levels: [500, 400, 10], counts: [1, 2, 1] });
    expect(written.find((s) => s.board === 'XP#M#2026-11' && s.scope === 'PK')).toMatchObject({ users: 3 });
    // A board nobody scored on yet is summarised empty, so its ranks read as the empty board's.
    expect(written.find((s) => s.board === 'PTS#Y#2026')).toMatchObject({ scope: 'world', users: 0 });
  });
});
