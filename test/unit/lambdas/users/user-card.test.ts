/** The profile popup's card (lambdas/users/user-card.ts) over an in-memory repository. */
import { describe, expect, it } from 'vitest';
import { userCardMessages, userCardSchema } from '@contract/user-card';
import type { XpBoardSummary } from '../../../../lambdas/data/rank-board';
import type { Standing, StandingSummary } from '../../../../lambdas/data/standings';
import type { AccountItems, StoredStats } from '../../../../lambdas/data/user-profiles';
import { rankLevels } from '../../../../lambdas/platform/rank-levels';
import { getUserCard, type UserCardDeps, type UserCardRepository } from '../../../../lambdas/users/user-card';

const now = new Date('2026-11-26T12:00:00Z');
const month = 'XP#M#2026-11';
const points = 'PTS#M#2026-11';

function account(
  overrides: { profile?: Partial<AccountItems['profile']>; stats?: Partial<StoredStats> | null; presence?: AccountItems['presence'] } = {},
): AccountItems {
  return {
    profile: {
      userId: 'u-ada',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      role: 'student',
      plan: 'free',
      language: 'English',
      timezone: 'UTC',
      codeEditorTheme: 'hc-black',
      showBadges: true,
      showStatus: true,
      showMessages: true,
      country: { name: 'Pakistan', code: 'PK' },
      certificates: [
        { name: 'Platform Conqueror', unlocked: false },
        { name: 'XP Vanguard', unlocked: true },
      ],
      createdAt: '2026-01-02T03:04:05.000Z',
      ...overrides.profile,
    } as AccountItems['profile'],
    ...(overrides.stats !== null && {
      stats: {
        userId: 'u-ada',
        xp: 4200,
        currentStreak: 3,
        longestStreak: 9,
        solved: 12,
        solvedEasy: 7,
        solvedMedium: 4,
        solvedHard: 1,
        ...overrides.stats,
      } as StoredStats,
    }),
    presence: overrides.presence ?? ({ userId: 'u-ada', status: 'online', lastActiveAt: '2026-11-26T11:58:00.000Z' } as AccountItems['presence']),
  };
}

const summary = (board: string, scope: string, scores: number[]): StandingSummary => ({
  board,
  scope,
  users: scores.length,
  ...rankLevels(scores),
  computedAt: now.toISOString(),
});
const xpSummary = (board: string, xps: number[]): XpBoardSummary => ({
  board,
  users: xps.length,
  ...rankLevels(xps),
  week: '2026-W48',
  weekXp: 0,
  computedAt: now.toISOString(),
});

interface Board {
  standings: Standing[];
  summaries?: Record<string, number[]>;
}

/** An in-memory repository: the month's XP board with 14 users, the challenge board with the user on top of 2. */
function deps(found: AccountItems | undefined, boards: Partial<Record<string, Board>> = {}): UserCardDeps & { reads: string[] } {
  const reads: string[] = [];
  const xpScores = Array.from({ length: 14 }, (_, i) => 1400 - i * 100);
  const defaults: Record<string, Board> = {
    [month]: {
      standings: xpScores.map((score, i) => ({ board: month, userId: i === 11 ? 'u-ada' : `u-${i}`, score, country: i % 2 ? 'PK' : 'IN' })),
      summaries: { world: xpScores, PK: xpScores.filter((_, i) => i % 2), IN: xpScores.filter((_, i) => i % 2 === 0) },
    },
    [points]: {
      standings: [
        { board: points, userId: 'u-ada', score: 900, country: 'PK' },
        { board: points, userId: 'u-b', score: 500, country: 'IN' },
      ],
    },
  };
  const all = { ...defaults, ...boards };
  const repo: UserCardRepository = {
    getAccountItems: async () => found,
    getXpBoardSummaries: async (country) => ({
      world: xpSummary('world', [9000, 4200, 4200, 100]),
      ...(country === 'PK' && { country: xpSummary('PK', [4200, 100]) }),
    }),
    getStanding: async (board, userId) => all[board]?.standings.find((s) => s.userId === userId),
    getStandingSummary: async (board, scope) => {
      const scores = all[board]?.summaries?.[scope];
      return scores && summary(board, scope, scores);
    },
    listTopStandings: async (board, limit, country) => {
      reads.push(`top ${board} ${country ?? 'world'}`);
      return (all[board]?.standings ?? [])
        .filter((s) => !country || s.country === country)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit);
    },
    getContestRating: async () => ({ displayed: 1432 }),
  };
  return { repo, avatarUrlOf: async (key) => `https://uploads.example/${key}`, reads };
}

const ranks = (card: Awaited<ReturnType<typeof getUserCard>>) => Object.fromEntries(card.rankings.map((r) => [r.key, r.rank]));
const titles = (card: Awaited<ReturnType<typeof getUserCard>>) => card.achievements.map((a) => a.title);

describe("the profile popup's card", () => {
  it('shows the figures, never the e-mail, and matches the contract', async () => {
    const card = await getUserCard(deps(account()), 'u-ada', now);
    expect(userCardSchema.parse(card)).toEqual(card);
    expect(card).toMatchObject({
      userId: 'u-ada',
      name: 'Ada Lovelace',
      country: { code: 'PK', name: 'Pakistan' },
      crew: null,
      status: 'online',
      xp: 4200,
      level: 2,
      longestStreak: 9,
      memberSince: '2026-01-02T03:04:05.000Z',
      solved: { easy: 7, medium: 4, hard: 1 },
      rating: 1432,
    });
    expect(JSON.stringify(card)).not.toContain('example.com');
  });

  it('ranks all-time XP from the snapshot, this month from the leaderboards: exact in the top 10, from the snapshot below', async () => {
    const d = deps(account());
    const card = await getUserCard(d, 'u-ada', now);
    expect(card.rankings.map((r) => r.label)).toEqual([
      'World Rank',
      'Country Rank',
      'World Rank This Month',
      'Country Rank This Month',
      'Weekly Challenges World Rank',
      'Weekly Challenges Country Rank',
    ]);
    // 12th of 14 in the world this month (past the top 10: the top is not read); 6th of 7 in Pakistan.
    // Challenge points: no snapshot yet, first of the top on both boards.
    expect(ranks(card)).toEqual({
      'world-xp': 2,
      'country-xp': 1,
      'world-month-xp': 12,
      'country-month-xp': 6,
      'world-month-challenges': 1,
      'country-month-challenges': 1,
    });
    expect(d.reads).toEqual(expect.arrayContaining([`top ${month} PK`, `top ${points} world`, `top ${points} PK`]));
    expect(d.reads).not.toContain(`top ${month} world`);
  });

  it('leaves a ranking empty where the user is not on the board, has no country, or no snapshot was taken', async () => {
    const card = await getUserCard(deps(account({ profile: { country: undefined } }), { [points]: { standings: [] } }), 'u-ada', now);
    expect(ranks(card)).toMatchObject({ 'country-xp': null, 'world-month-challenges': null, 'country-month-challenges': null });
    const ranked = await getUserCard(deps(account(), { [month]: { standings: [{ board: month, userId: 'u-ada', score: 5, country: 'PK' }] } }), 'u-ada', now);
    // Alone at the top with no snapshot yet: 1st in the world and country.
    expect(ranks(ranked)).toMatchObject({ 'world-month-xp': 1, 'country-month-xp': 1 });
  });

  it.each([
    [0, 1, []],
    [1, 1, ['First Blood']],
    [9, 6, ['First Blood']],
    [10, 7, ['Sharpshooter', 'First Blood', 'Streak Master']],
    [49, 1, ['Sharpshooter', 'First Blood']],
    [50, 1, ['Problem Solver', 'Sharpshooter', 'First Blood']],
    [100, 30, ['Code Wizard', 'Problem Solver', 'Sharpshooter', 'First Blood', 'Streak Master']],
  ])('gives the placeholder badges by problems solved and streak: %i solved, longest streak %i', async (solved, longestStreak, badges) => {
    const card = await getUserCard(deps(account({ stats: { solved, longestStreak }, profile: { certificates: [] } })), 'u-ada', now);
    expect(titles(card)).toEqual(badges);
  });

  it('gives Speed Demon only when timed solves prove one under 5 minutes, and lists unlocked certificates first', async () => {
    const fast = await getUserCard(deps(account({ stats: { solved: 1, longestStreak: 1, timedSolves: 2, solveSeconds: 590 } })), 'u-ada', now);
    expect(titles(fast)).toEqual(['XP Vanguard', 'First Blood', 'Speed Demon']);
    expect(fast.achievements[0]).toEqual({ id: 'xp_vanguard', title: 'XP Vanguard', description: 'Reached 100,000 XP' });
    const slow = await getUserCard(deps(account({ stats: { solved: 1, longestStreak: 1, timedSolves: 2, solveSeconds: 600 } })), 'u-ada', now);
    expect(titles(slow)).not.toContain('Speed Demon');
  });

  it('shows no achievements to anyone when the user hides badges', async () => {
    const card = await getUserCard(deps(account({ profile: { showBadges: false }, stats: { solved: 100, longestStreak: 30 } })), 'u-ada', now);
    expect(card.achievements).toEqual([]);
  });

  it('hides presence when the user hides their status, and says offline when inactive for over 5 minutes', async () => {
    const hidden = await getUserCard(deps(account({ profile: { showStatus: false } })), 'u-ada', now);
    expect(hidden.status).toBe('hidden');
    expect(hidden).not.toHaveProperty('lastSeen');
    const stale = await getUserCard(
      deps(account({ presence: { userId: 'u-ada', status: 'online', lastActiveAt: '2026-11-26T11:54:00.000Z' } as AccountItems['presence'] })),
      'u-ada',
      now,
    );
    expect(stale).toMatchObject({ status: 'offline', lastSeen: '2026-11-26T11:54:00.000Z' });
  });

  it('reads defaults for an account without stats, and signs an uploaded avatar', async () => {
    const card = await getUserCard(
      deps(account({ stats: null, profile: { avatarKey: 'avatars/u-ada/1.png', avatar: 'https://old.example/a.png', name: '' } })),
      'u-ada',
      now,
    );
    expect(card).toMatchObject({
      name: 'Anonymous',
      avatar: 'https://uploads.example/avatars/u-ada/1.png',
      xp: 0,
      level: 0,
      longestStreak: 1,
      solved: { easy: 0, medium: 0, hard: 0 },
      achievements: [{ title: 'XP Vanguard' }],
    });
  });

  it("answers 404 'User not found' for an unknown user and for an account being deleted", async () => {
    await expect(getUserCard(deps(undefined), 'u-nobody', now)).rejects.toMatchObject({ statusCode: 404, message: userCardMessages.notFound });
    await expect(getUserCard(deps(account({ profile: { deletingAt: '2026-11-26T11:00:00.000Z' } })), 'u-ada', now)).rejects.toMatchObject({
      statusCode: 404,
      message: 'User not found',
    });
  });
});
