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
    const day = (period: string, solved: number, submissions = solved, timedSolves = 0, solveSeconds = 0) => ({ period, solved, submissions, accepted: solved, timedSolves, solveSeconds });
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
      profile: { userId: 'u', name: 'Max', createdAt: '2026-11-24T00:00:00.000Z', timezone: 'UTC', certificates: [{ name: 'A', unlocked: true }, { name: 'B', unlocked: false }] } as never,
      stats: { userId: 'u', xp, currentStreak: 4, longestStreak: 9, ...timed } as never,
    }),
    getCatalogueSummary: async () => ({ totalProblems: 0, easyCount: 0, mediumCount: 0, hardCount: 0 }),
    getXpHistory: async () => [],
    getActivityHistory: async () => [],
    listUserSubmissions: async () => [],
    getProblemHeading: async () => undefined,
    getXpBoardSummaries: async () => ({}),
    getContestRating: async () => (xp >= 100_000 ? { displayed: 1432, contests: 3, provisional: true } : undefined),
  });

  it('has no next level at the top ("Max Level"), and counts unlocked certificates', async () => {
    const top = await buildDashboard(repo(250_000), 'u', new Date('2026-11-25T12:00:00.000Z'));
    expect(top).toMatchObject({ level: 10, levelStartXp: 100_000, nextLevelXp: null, daysActive: 1, certificatesEarned: 1, currentStreak: 4, longestStreak: 9 });
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

  it('is for signed-in callers only', async () => {
    setLambdaEnv();
    const { handler } = await import('../../../../lambdas/progress/get-dashboard');
    const response = await handler(userEvent(undefined), lambdaContext);
    expect(response.statusCode).toBe(401);
  });
});
