import { describe, expect, it } from 'vitest';
import type { XpBoardEntry } from '../../../../lambdas/data/rank-board';
import type { AccountItems } from '../../../../lambdas/data/user-profiles';
import type { Standing } from '../../../../lambdas/data/standings';
import { utcWeek } from '../../../../lambdas/platform/board-periods';
import { standingsOf, syncBoardEntry, type BoardEntryRepository } from '../../../../lambdas/rankings/board-entry';

const monday = new Date('2026-11-23T10:00:00Z'); // 2026-W48
const nextMonday = new Date('2026-11-30T10:00:00Z');

function fakeRepo(account: { xp?: number; points?: number; country?: string; deleting?: boolean } | undefined, entry?: XpBoardEntry) {
  const state = { account, entry, writes: 0, deletes: 0, raceOnce: false, standings: [] as readonly Standing[] };
  const repo: BoardEntryRepository = {
    getAccountItems: async () =>
      state.account &&
      ({
        profile: {
          userId: 'u',
          ...(state.account.country && { country: { name: 'Pakistan', code: state.account.country } }),
          ...(state.account.deleting && { deletingAt: 'x' }),
        },
        ...(state.account.xp !== undefined && {
          stats: { userId: 'u', xp: state.account.xp, ...(state.account.points !== undefined && { challengePoints: state.account.points }) },
        }),
      } as unknown as AccountItems),
    getXpBoardEntry: async () => state.entry,
    replaceXpBoardEntry: async (next, previous, standings) => {
      if (state.account?.deleting) return 'account-gone';
      if (state.raceOnce) {
        // Another delivery wrote first: the entry moved on under us.
        state.raceOnce = false;
        state.entry = { userId: 'u', xp: 5, week: '2026-W48', weekXp: 5 };
        return 'entry-changed';
      }
      if (state.entry?.xp !== previous?.xp || state.entry?.points !== previous?.points) return 'entry-changed';
      state.entry = next;
      state.standings = standings;
      state.writes++;
      return 'written';
    },
    deleteXpBoardEntry: async () => {
      state.entry = undefined;
      state.deletes++;
    },
  };
  return { repo, state };
}

describe('syncing a user’s XP board entry', () => {
  it('puts a new user on the board with their XP and country, all of it earned since they joined: this week, month and year', async () => {
    const { repo, state } = fakeRepo({ xp: 30, country: 'PK' });
    expect(await syncBoardEntry(repo, 'u', monday)).toBe('written');
    expect(state.entry).toEqual({
      userId: 'u',
      xp: 30,
      points: 0,
      country: 'PK',
      week: '2026-W48',
      weekXp: 30,
      month: '2026-11',
      monthXp: 30,
      monthPoints: 0,
      year: '2026',
      yearXp: 30,
      yearPoints: 0,
    });
    expect(state.standings).toEqual([
      { board: 'XP#M#2026-11', userId: 'u', score: 30, country: 'PK' },
      { board: 'XP#Y#2026', userId: 'u', score: 30, country: 'PK' },
    ]);
  });

  it('adds the XP gained since the entry to this week, and starts a new week from what was gained in it', async () => {
    const { repo, state } = fakeRepo({ xp: 45, country: 'PK' }, { userId: 'u', xp: 30, country: 'PK', week: '2026-W48', weekXp: 10 });
    await syncBoardEntry(repo, 'u', monday);
    expect(state.entry).toMatchObject({ xp: 45, weekXp: 25, week: '2026-W48' });
    state.account = { xp: 50, country: 'PK' };
    await syncBoardEntry(repo, 'u', nextMonday);
    expect(state.entry).toMatchObject({ xp: 50, weekXp: 5, week: '2026-W49' });
  });

  it('a change delivered twice changes nothing the second time', async () => {
    const { repo, state } = fakeRepo({ xp: 45 }, { userId: 'u', xp: 30, week: '2026-W48', weekXp: 10 });
    await syncBoardEntry(repo, 'u', monday);
    expect(await syncBoardEntry(repo, 'u', monday)).toBe('unchanged');
    expect(state.entry).toMatchObject({ xp: 45, weekXp: 25 });
    expect(state.writes).toBe(1);
  });

  it('follows a change of country without touching the week’s XP', async () => {
    const { repo, state } = fakeRepo({ xp: 30, country: 'US' }, { userId: 'u', xp: 30, country: 'PK', week: '2026-W48', weekXp: 10 });
    await syncBoardEntry(repo, 'u', monday);
    expect(state.entry).toMatchObject({ userId: 'u', xp: 30, country: 'US', week: '2026-W48', weekXp: 10 });
    // The standings move to the new country's boards with the same scores.
    expect(state.standings.every((standing) => standing.country === 'US')).toBe(true);
  });

  it('reads again when another write came first, so the week counts each XP once', async () => {
    const { repo, state } = fakeRepo({ xp: 20 });
    state.raceOnce = true;
    expect(await syncBoardEntry(repo, 'u', monday)).toBe('written');
    // The other write put 5 XP (5 this week); ours adds the 15 gained since.
    expect(state.entry).toMatchObject({ xp: 20, weekXp: 20 });
  });

  it('removes the entry of a deleted or deleting account, and never writes one for it', async () => {
    const gone = fakeRepo(undefined, { userId: 'u', xp: 30, week: '2026-W48', weekXp: 10 });
    expect(await syncBoardEntry(gone.repo, 'u', monday)).toBe('removed');
    expect(gone.state.entry).toBeUndefined();
    const deleting = fakeRepo({ xp: 40, deleting: true });
    expect(await syncBoardEntry(deleting.repo, 'u', monday)).toBe('removed');
    expect(deleting.state.writes).toBe(0);
  });

  it('sums weekly challenge points per month and year; a new month starts from what was gained in it, the year goes on', async () => {
    const { repo, state } = fakeRepo(
      { xp: 100, points: 900 },
      {
        userId: 'u',
        xp: 100,
        points: 0,
        week: '2026-W48',
        weekXp: 100,
        month: '2026-11',
        monthXp: 100,
        monthPoints: 0,
        year: '2026',
        yearXp: 100,
        yearPoints: 0,
      },
    );
    expect(await syncBoardEntry(repo, 'u', monday)).toBe('written');
    expect(state.entry).toMatchObject({ points: 900, monthPoints: 900, yearPoints: 900, monthXp: 100 });
    state.account = { xp: 150, points: 1500 };
    await syncBoardEntry(repo, 'u', new Date('2026-12-01T00:00:00Z'));
    expect(state.entry).toMatchObject({ month: '2026-12', monthXp: 50, monthPoints: 600, year: '2026', yearXp: 150, yearPoints: 1500 });
    expect(state.standings.map((st) => [st.board, st.score])).toEqual([
      ['XP#M#2026-12', 50],
      ['XP#Y#2026', 150],
      ['PTS#M#2026-12', 600],
      ['PTS#Y#2026', 1500],
    ]);
  });

  it('puts no standing on a board where the user scored nothing', () => {
    const entry: XpBoardEntry = {
      userId: 'u',
      xp: 0,
      week: '2026-W48',
      weekXp: 0,
      month: '2026-11',
      monthXp: 0,
      monthPoints: 0,
      year: '2026',
      yearXp: 0,
      yearPoints: 0,
    };
    expect(standingsOf(entry)).toEqual([]);
  });

  it('counts weeks in UTC (ISO weeks)', () => {
    expect(utcWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(utcWeek(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    expect(utcWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
  });
});
