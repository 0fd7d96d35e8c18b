import { describe, expect, it } from 'vitest';
import { buildDashboard, dashboardRanges, monthBucketOf, progressSeries, type DashboardRepository } from '../../../../lambdas/progress/dashboard';
import { lambdaContext, setLambdaEnv } from '../env';
import { userEvent } from '../profile/fixtures';

describe('dashboard periods', () => {
  it('puts days 1–7, 8–14, 15–21 and 22 to the end in the month’s four buckets', () => {
    expect(['2026-02-01', '2026-02-07', '2026-02-08', '2026-02-21', '2026-02-22', '2026-01-31'].map(monthBucketOf)).toEqual([0, 0, 1, 2, 3, 3]);
  });

  it('starts the week on Monday, and reaches back into last year in early January', () => {
    const r = dashboardRanges('2027-01-03'); // a Sunday
    expect(r.weekDays).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(r).toMatchObject({ month: '2027-01', previousMonth: '2026-12', year: '2027', previousYear: '2026', previousWeekStart: '2026-12-21' });
    expect(r.days).toEqual({ from: '2026-12-01', to: '2027-01-31' });
    expect(r.months).toEqual({ from: '2026-01', to: '2027-12' });
  });

  it('counts this period’s solves against the one before, and draws zero where no counter exists', () => {
    const day = (period: string, solved: number, submissions = solved, timedSolves = 0, solveSeconds = 0) => ({
      period,
      solved,
      submissions,
      accepted: solved,
      timedSolves,
      solveSeconds,
    });
    const { progress, trends } = progressSeries(
      '2026-11-25',
      [day('2026-11-16', 2, 2, 2, 1000), day('2026-11-24', 1, 3, 1, 301), day('2026-10-02', 4)],
      [day('2026-10', 4), day('2026-11', 3, 5, 3, 1301), day('2025-05', 7, 7, 1, 60)],
    );
    expect(progress.week.map((b) => b.submissions)).toEqual([0, 3, 0, 0, 0, 0, 0]);
    expect(progress.month.map((b) => b.solved)).toEqual([0, 0, 2, 1]);
    expect(progress.year.map((b) => b.solved)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 3, 0]);
    // Average solving time: the timed first solves' seconds over their count, whole seconds; null without one.
    expect(trends).toEqual({
      week: { solved: 1, previousSolved: 2, avgSolveSeconds: 301, previousAvgSolveSeconds: 500 },
      month: { solved: 3, previousSolved: 4, avgSolveSeconds: 434, previousAvgSolveSeconds: null },
      year: { solved: 7, previousSolved: 7, avgSolveSeconds: 434, previousAvgSolveSeconds: 60 },
    });
  });
});

describe('buildDashboard', () => {
  const repo = (xp: number, timed: { timedSolves?: number; solveSeconds?: number } = {}): DashboardRepository => ({
    getAccountItems: async () => ({
      profile: {
        userId: 'u',
        name: 'Max',
        createdAt: '2026-11-24T00:00:00.000Z',
        timezone: 'UTC',
        certificates: [
          { name: 'A', unlocked: true },
          { name: 'B', unlocked: false },
        ],
      } as never,
      stats: { userId: 'u', xp, currentStreak: 4, longestStreak: 9, ...timed } as never,
    }),
    getCatalogueSummary: async () => ({ totalProblems: 0, easyCount: 0, mediumCount: 0, hardCount: 0 }),
    getXpHistory: async () => [],
    getActivityHistory: async () => [],
    listRecentSolves: async () => [],
    getProblemXp: async () => 0,
    getProblemHeading: async () => undefined,
    listChallengeEntries: async () => [],
    listChallenges: async () => [],
    getChallenge: async () => undefined,
    getXpBoardSummaries: async () => ({}),
    getContestRating: async () => (xp >= 100_000 ? { displayed: 1432, contests: 3, provisional: true } : undefined),
  });

  it('has no next level at the top ("Max Level"), and counts unlocked certificates', async () => {
    const top = await buildDashboard(repo(250_000), 'u', new Date('2026-11-25T12:00:00.000Z'));
    expect(top).toMatchObject({
      level: 10,
      levelStartXp: 100_000,
      nextLevelXp: null,
      daysActive: 1,
      certificatesEarned: 1,
      currentStreak: 4,
      longestStreak: 9,
    });
    const first = await buildDashboard(repo(1499), 'u', new Date('2026-11-24T00:00:00.000Z'));
    expect(first).toMatchObject({ level: 0, nextLevelXp: 1500, daysActive: 0, averageSolveSeconds: null });
  });

  it('carries the contest rating when there is one, null before the first rated challenge', async () => {
    expect((await buildDashboard(repo(250_000), 'u')).rating).toEqual({ displayed: 1432, contests: 3, provisional: true });
    expect((await buildDashboard(repo(10), 'u')).rating).toBeNull();
  });

  it('averages the solving time over the timed first solves only', async () => {
    const dashboard = await buildDashboard(repo(10, { timedSolves: 3, solveSeconds: 1000 }), 'u', new Date('2026-11-25T12:00:00.000Z'));
    expect(dashboard.averageSolveSeconds).toBe(333);
  });

  describe('the practice hub’s figures', () => {
    const challenge = (challengeId: string, status: 'upcoming' | 'active' | 'completed', startsAt: string, endsAt: string) =>
      ({ challengeId, title: `Challenge ${challengeId}`, difficulty: 'Hard', status, startsAt, endsAt }) as never;
    const entry = (challengeId: string, submissions: number, lastSubmittedAt: string, bestPoints?: number) =>
      ({ userId: 'u', challengeId, name: 'Max', submissions, lastSubmittedAt, ...(bestPoints !== undefined && { bestPoints }) }) as never;
    const hub = (over: Partial<DashboardRepository>): DashboardRepository => ({
      ...repo(10),
      // Solved newest first, as the index reads them; the XP each problem earned on its first attempt.
      listRecentSolves: async (_userId, limit) =>
        [
          { problemId: 'p-4', difficulty: 'Hard' as const, solvedAt: '2026-11-25T09:00:00.000Z' },
          { problemId: 'p-3', difficulty: 'Medium' as const, solvedAt: '2026-11-24T09:00:00.000Z' },
          { problemId: 'gone', difficulty: 'Easy' as const, solvedAt: '2026-11-23T09:00:00.000Z' },
          { problemId: 'p-1', difficulty: 'Easy' as const, solvedAt: '2026-11-20T09:00:00.000Z' },
        ].slice(0, limit),
      getProblemXp: async (_userId, problemId) => ({ 'p-4': 40, 'p-3': 25, 'p-1': 8 })[problemId] ?? 0,
      getProblemHeading: async (problemId) =>
        problemId === 'gone'
          ? undefined
          : { problemId, title: `Problem ${problemId}`, difficulty: problemId === 'p-4' ? 'Hard' : problemId === 'p-3' ? 'Medium' : 'Easy' },
      listChallenges: async () => [
        challenge('wc-next', 'upcoming', '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z'),
        challenge('wc-now', 'active', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'),
        challenge('wc-last', 'completed', '2026-11-17T00:00:00.000Z', '2026-11-24T06:00:00.000Z'),
        // Over before the account was created (2026-11-24): never held for this student.
        challenge('wc-old', 'completed', '2026-11-02T00:00:00.000Z', '2026-11-09T00:00:00.000Z'),
      ],
      listChallengeEntries: async () => [entry('wc-now', 2, '2026-11-24T18:00:00.000Z', 841), entry('wc-last', 1, '2026-11-24T05:00:00.000Z', 300)],
      ...over,
    });

    it('counts the weekly challenges participated in, of those held since the account was created', async () => {
      const dashboard = await buildDashboard(hub({}), 'u', new Date('2026-11-25T12:00:00.000Z'));
      expect(dashboard.weeklyChallenges).toEqual({ participated: 2, held: 2 });
      const none = await buildDashboard(hub({ listChallengeEntries: async () => [] }), 'u', new Date('2026-11-25T12:00:00.000Z'));
      expect(none.weeklyChallenges).toEqual({ participated: 0, held: 2 });
    });

    it('mixes solved problems (with their XP) and weekly challenges (with their points), newest first, at most 5', async () => {
      const entries = [
        entry('wc-now', 2, '2026-11-24T18:00:00.000Z', 841),
        entry('wc-last', 1, '2026-11-24T05:00:00.000Z', 300),
        entry('wc-old', 1, '2026-11-05T10:00:00.000Z', 120),
      ];
      const dashboard = await buildDashboard(hub({ listChallengeEntries: async () => entries }), 'u', new Date('2026-11-25T12:00:00.000Z'));
      expect(dashboard.recentActivity).toEqual([
        { kind: 'problem', problemId: 'p-4', title: 'Problem p-4', difficulty: 'Hard', xpAwarded: 40, at: '2026-11-25T09:00:00.000Z' },
        { kind: 'challenge', challengeId: 'wc-now', title: 'Challenge wc-now', difficulty: 'Hard', points: 841, at: '2026-11-24T18:00:00.000Z' },
        { kind: 'problem', problemId: 'p-3', title: 'Problem p-3', difficulty: 'Medium', xpAwarded: 25, at: '2026-11-24T09:00:00.000Z' },
        { kind: 'challenge', challengeId: 'wc-last', title: 'Challenge wc-last', difficulty: 'Hard', points: 300, at: '2026-11-24T05:00:00.000Z' },
        // A problem no longer in the catalogue is left out.
        { kind: 'problem', problemId: 'p-1', title: 'Problem p-1', difficulty: 'Easy', xpAwarded: 8, at: '2026-11-20T09:00:00.000Z' },
        // The sixth, wc-old of 5 November, is not shown.
      ]);
    });

    it('leaves out a challenge entry not judged yet, and finds the title of one older than the latest challenges', async () => {
      const dashboard = await buildDashboard(
        hub({
          listRecentSolves: async () => [],
          listChallengeEntries: async () => [entry('wc-now', 1, '2026-11-24T18:00:00.000Z'), entry('wc-2025', 1, '2025-06-01T10:00:00.000Z', 512)],
          getChallenge: async (challengeId) =>
            challengeId === 'wc-2025' ? challenge('wc-2025', 'completed', '2025-05-26T00:00:00.000Z', '2025-06-02T00:00:00.000Z') : undefined,
        }),
        'u',
        new Date('2026-11-25T12:00:00.000Z'),
      );
      expect(dashboard.recentActivity).toEqual([
        { kind: 'challenge', challengeId: 'wc-2025', title: 'Challenge wc-2025', difficulty: 'Hard', points: 512, at: '2025-06-01T10:00:00.000Z' },
      ]);
      // Both were submitted to; one beyond the latest challenges still counts as held.
      expect(dashboard.weeklyChallenges).toEqual({ participated: 2, held: 2 });
    });
  });

  it('is for signed-in callers only', async () => {
    setLambdaEnv();
    const { handler } = await import('../../../../lambdas/progress/get-dashboard');
    const response = await handler(userEvent(undefined), lambdaContext);
    expect(response.statusCode).toBe(401);
  });
});
