import { describe, expect, it } from 'vitest';
import type { XpBoardEntry, XpBoardSummary } from '../../../../lambdas/data/rank-board';
import { takeBoardSnapshot } from '../../../../lambdas/rankings/board-snapshot';
import { boardChangeOf } from '../../../../lambdas/rankings/board-stream';
import { rankingOf } from '../../../../lambdas/progress/dashboard';

const now = new Date('2026-11-25T12:00:00Z'); // 2026-W48

async function snapshot(pages: XpBoardEntry[][], existing: string[] = []) {
  const written: { summaries: readonly XpBoardSummary[]; gone: readonly string[] }[] = [];
  const outcome = await takeBoardSnapshot(
    {
      async *readXpBoard() {
        yield* pages;
      },
      listXpBoardSummaryNames: async () => existing,
      writeXpBoardSummaries: async (summaries, gone) => void written.push({ summaries, gone }),
    },
    now,
  );
  return { outcome, summaries: new Map(written[0]!.summaries.map((s) => [s.board, s])), gone: written[0]!.gone };
}

describe('the rankings snapshot', () => {
  it('summarizes the world and each country from every page of the board; only this week’s XP counts toward the week', async () => {
    const { outcome, summaries, gone } = await snapshot(
      [
        [
          { userId: 'a', xp: 120, country: 'PK', week: '2026-W48', weekXp: 40 },
          { userId: 'b', xp: 60, country: 'US', week: '2026-W47', weekXp: 60 },
        ],
        [
          { userId: 'c', xp: 60, country: 'PK', week: '2026-W48', weekXp: 20 },
          { userId: 'd', xp: 0, week: '2026-W48', weekXp: 0 },
        ],
      ],
      ['world', 'PK', 'DE'],
    );
    expect(outcome).toEqual({ users: 4, boards: 3, removedBoards: 1 });
    expect(summaries.get('world')).toMatchObject({
      users: 4,
      levels: [120, 60, 0],
      counts: [1, 2, 1],
      step: 1,
      week: '2026-W48',
      weekXp: 60,
      computedAt: now.toISOString(),
    });
    expect(summaries.get('PK')).toMatchObject({ users: 2, levels: [120, 60], counts: [1, 1], weekXp: 60 });
    expect(summaries.get('US')).toMatchObject({ users: 1, levels: [60], weekXp: 0 });
    // Nobody is from DE any more: its summary goes.
    expect(gone).toEqual(['DE']);
  });

  it('an empty board still writes the world’s summary: everyone ranks first of one', async () => {
    const { summaries } = await snapshot([[]]);
    expect(summaries.get('world')).toMatchObject({ users: 0, levels: [], counts: [] });
    expect(rankingOf({ world: summaries.get('world')! }, 0, undefined, now)).toMatchObject({ globalRank: 1, globalUsers: 1, topPercent: 1, countryRank: null });
  });
});

describe('the dashboard’s ranking card', () => {
  const world: XpBoardSummary = {
    board: 'world',
    users: 1000,
    levels: [500, 100, 0],
    counts: [41, 400, 559],
    step: 1,
    week: '2026-W48',
    weekXp: 12_400,
    computedAt: '',
  };
  const pk: XpBoardSummary = { ...world, board: 'PK', users: 80, levels: [500, 100], counts: [2, 78] };

  it('ranks the user’s current XP in the world and their country, with the top percent and the weekly average', () => {
    expect(rankingOf({ world, country: pk }, 100, { name: 'Pakistan', code: 'PK' }, now)).toEqual({
      globalRank: 42,
      globalUsers: 1000,
      topPercent: 5,
      country: 'Pakistan',
      countryRank: 3,
      countryUsers: 80,
      globalWeeklyAverageXp: 12.4,
    });
  });

  it('is null before the first snapshot; a user without a country has no country rank; last week’s sum is no average', () => {
    expect(rankingOf({}, 100, undefined, now)).toBeNull();
    expect(rankingOf({ world }, 100, undefined, now)).toMatchObject({ country: null, countryRank: null, countryUsers: null });
    expect(rankingOf({ world: { ...world, week: '2026-W47' } }, 100, undefined, now)?.globalWeeklyAverageXp).toBe(0);
    // The first from their country since the snapshot: first of one.
    expect(rankingOf({ world }, 100, { name: 'Chile', code: 'CL' }, now)).toMatchObject({ countryRank: 1, countryUsers: 1 });
  });
});

describe('which stream records concern the board', () => {
  const record = (sk: string, eventName: 'INSERT' | 'MODIFY' | 'REMOVE', before?: object, after?: object) =>
    ({ eventName, dynamodb: { Keys: { pk: { S: 'USER#u1' }, sk: { S: sk } }, OldImage: before, NewImage: after, SequenceNumber: '1' } }) as never;

  it('a stats change of XP or challenge points, a new or removed profile, a change of country or a deletion; nothing else', () => {
    expect(boardChangeOf(record('PROFILE#STATS', 'MODIFY', { xp: { N: '10' } }, { xp: { N: '10' }, challengePoints: { N: '845' } }))).toEqual({
      userId: 'u1',
      xpAdded: 0,
      pointsAdded: 845,
    });
    expect(boardChangeOf(record('PROFILE#STATS', 'MODIFY', { xp: { N: '10' } }, { xp: { N: '25' } }))).toEqual({ userId: 'u1', xpAdded: 15, pointsAdded: 0 });
    expect(boardChangeOf(record('PROFILE#STATS', 'INSERT', undefined, { xp: { N: '10' } }))).toEqual({ userId: 'u1', xpAdded: 10, pointsAdded: 0 });
    expect(
      boardChangeOf(record('PROFILE#STATS', 'MODIFY', { xp: { N: '10' }, submissions: { N: '1' } }, { xp: { N: '10' }, submissions: { N: '2' } })),
    ).toBeUndefined();
    expect(boardChangeOf(record('PROFILE', 'INSERT', undefined, { name: { S: 'A' } }))).toEqual({ userId: 'u1', xpAdded: 0, pointsAdded: 0 });
    expect(boardChangeOf(record('PROFILE', 'REMOVE', { name: { S: 'A' } }))).toEqual({ userId: 'u1', xpAdded: 0, pointsAdded: 0 });
    const pk = { country: { M: { code: { S: 'PK' } } } };
    expect(boardChangeOf(record('PROFILE', 'MODIFY', pk, { country: { M: { code: { S: 'US' } } } }))).toEqual({ userId: 'u1', xpAdded: 0, pointsAdded: 0 });
    expect(boardChangeOf(record('PROFILE', 'MODIFY', pk, { ...pk, bio: { S: 'hi' } }))).toBeUndefined();
    expect(boardChangeOf(record('PROFILE', 'MODIFY', pk, { ...pk, deletingAt: { S: 'now' } }))).toEqual({ userId: 'u1', xpAdded: 0, pointsAdded: 0 });
    expect(boardChangeOf(record('PROFILE#PRESENCE', 'MODIFY', {}, {}))).toBeUndefined();
  });
});
