import { describe, expect, it } from 'vitest';
import type { XpBoardEntry } from '../../../../lambdas/data/rank-board';
import type { AccountItems } from '../../../../lambdas/data/user-profiles';
import { syncBoardEntry, utcWeek, type BoardEntryRepository } from '../../../../lambdas/rankings/board-entry';

const monday = new Date('2026-11-23T10:00:00Z'); // 2026-W48
const nextMonday = new Date('2026-11-30T10:00:00Z');

function fakeRepo(account: { xp?: number; country?: string; deleting?: boolean } | undefined, entry?: XpBoardEntry) {
  const state = { account, entry, writes: 0, deletes: 0, raceOnce: false };
  const repo: BoardEntryRepository = {
    getAccountItems: async () =>
      state.account &&
      ({
        profile: { userId: 'u', ...(state.account.country && { country: { name: 'Pakistan', code: state.account.country } }), ...(state.account.deleting && { deletingAt: 'x' }) },
        ...(state.account.xp !== undefined && { stats: { userId: 'u', xp: state.account.xp } }),
      } as unknown as AccountItems),
    getXpBoardEntry: async () => state.entry,
    replaceXpBoardEntry: async (next, previousXp) => {
      if (state.account?.deleting) return 'account-gone';
      if (state.raceOnce) {
        // Another delivery wrote first: the entry moved on under us.
        state.raceOnce = false;
        state.entry = { userId: 'u', xp: 5, week: '2026-W48', weekXp: 5 };
        return 'entry-changed';
      }
      if (state.entry?.xp !== previousXp) return 'entry-changed';
      state.entry = next;
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
  it('puts a new user on the board with their XP and country; XP of the change that woke it counts toward this week', async () => {
    const { repo, state } = fakeRepo({ xp: 30, country: 'PK' });
    expect(await syncBoardEntry(repo, 'u', 10, monday)).toBe('written');
    expect(state.entry).toEqual({ userId: 'u', xp: 30, country: 'PK', week: '2026-W48', weekXp: 10 });
  });

  it('adds the XP gained since the entry to this week, and starts a new week from what was gained in it', async () => {
    const { repo, state } = fakeRepo({ xp: 45, country: 'PK' }, { userId: 'u', xp: 30, country: 'PK', week: '2026-W48', weekXp: 10 });
    await syncBoardEntry(repo, 'u', 15, monday);
    expect(state.entry).toMatchObject({ xp: 45, weekXp: 25, week: '2026-W48' });
    state.account = { xp: 50, country: 'PK' };
    await syncBoardEntry(repo, 'u', 5, nextMonday);
    expect(state.entry).toMatchObject({ xp: 50, weekXp: 5, week: '2026-W49' });
  });

  it('a change delivered twice changes nothing the second time', async () => {
    const { repo, state } = fakeRepo({ xp: 45 }, { userId: 'u', xp: 30, week: '2026-W48', weekXp: 10 });
    await syncBoardEntry(repo, 'u', 15, monday);
    expect(await syncBoardEntry(repo, 'u', 15, monday)).toBe('unchanged');
    expect(state.entry).toMatchObject({ xp: 45, weekXp: 25 });
    expect(state.writes).toBe(1);
  });

  it('follows a change of country without touching the week’s XP', async () => {
    const { repo, state } = fakeRepo({ xp: 30, country: 'US' }, { userId: 'u', xp: 30, country: 'PK', week: '2026-W48', weekXp: 10 });
    await syncBoardEntry(repo, 'u', 0, monday);
    expect(state.entry).toEqual({ userId: 'u', xp: 30, country: 'US', week: '2026-W48', weekXp: 10 });
  });

  it('reads again when another write came first, so the week counts each XP once', async () => {
    const { repo, state } = fakeRepo({ xp: 20 });
    state.raceOnce = true;
    expect(await syncBoardEntry(repo, 'u', 20, monday)).toBe('written');
    // The other write put 5 XP (5 this week); ours adds the 15 gained since.
    expect(state.entry).toMatchObject({ xp: 20, weekXp: 20 });
  });

  it('removes the entry of a deleted or deleting account, and never writes one for it', async () => {
    const gone = fakeRepo(undefined, { userId: 'u', xp: 30, week: '2026-W48', weekXp: 10 });
    expect(await syncBoardEntry(gone.repo, 'u', 0, monday)).toBe('removed');
    expect(gone.state.entry).toBeUndefined();
    const deleting = fakeRepo({ xp: 40, deleting: true });
    expect(await syncBoardEntry(deleting.repo, 'u', 10, monday)).toBe('removed');
    expect(deleting.state.writes).toBe(0);
  });

  it('counts weeks in UTC (ISO weeks)', () => {
    expect(utcWeek(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(utcWeek(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    expect(utcWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
  });
});
