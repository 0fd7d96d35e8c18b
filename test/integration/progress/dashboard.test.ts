/**
 * The progress dashboard (GET /me/dashboard's domain function with the real data functions) against
 * DynamoDB Local: after judged submissions recorded by the production record transaction and a day's
 * visit, every figure reads back in the user's timezone, and a deleted profile answers 404.
 */
import { describe, expect, it } from 'vitest';
import { loadDataModules } from '../support/data-modules';

const TABLE = 'codearena-dashboard-test';
const { data } = loadDataModules(TABLE, async () => ({
  profiles: await import('../../../lambdas/data/user-profiles'),
  profileUpdates: await import('../../../lambdas/data/profile-updates'),
  submissions: await import('../../../lambdas/data/submissions'),
  catalogue: await import('../../../lambdas/data/catalogue'),
  streaks: await import('../../../lambdas/sessions/streak'),
  streakRepository: await import('../../../lambdas/sessions/streak-repository'),
  dashboard: await import('../../../lambdas/progress/dashboard'),
  repository: await import('../../../lambdas/progress/repository'),
}));

const problem = (n: number, difficulty: 'Easy' | 'Medium' | 'Hard') => ({
  problemId: `d-${n}`, uuid: `00000000-0000-4000-8000-00000000d00${n}`, title: `Problem ${n}`, difficulty, topic: 'Arrays & Lists' as const,
  tags: ['array'], statement: 'x', timeMs: 1000, memoryMb: 256, sampleCount: 1, testCount: 4, license: 'cc by-sa',
});
const accepted = { verdict: 'AC' as const, tests: [], passedTests: 4, totalTests: 4 };
const wrong = { verdict: 'WA' as const, tests: [], passedTests: 1, totalTests: 4 };

describe('the progress dashboard on DynamoDB Local', () => {
  it('shows XP, level, solved by difficulty against the catalogue, the week’s XP by day, progress and trends, in the user’s timezone', async () => {
    for (const [n, d] of [[1, 'Easy'], [2, 'Easy'], [3, 'Medium'], [4, 'Hard']] as const) await data.catalogue.saveCatalogueProblem(problem(n, d));
    await data.profiles.createProfileIfAbsent({ userId: 'dash-1', email: 'dash-1@example.com', name: 'Ada Lovelace', role: 'student', createdAt: '2026-11-01T10:00:00.000Z' });
    await data.profileUpdates.updateProfile('dash-1', { timezone: 'Karachi' });
    const record = async (id: string, problemId: string, difficulty: 'Easy' | 'Hard', result: typeof accepted | typeof wrong, xp: number, at: string, elapsedSeconds: number) => {
      await data.submissions.createSubmission({ submissionId: id, userId: 'dash-1', problemId, language: 'cpp', source: 'x', sourceBytes: 1, elapsedSeconds, createdAt: at });
      const stored = await data.submissions.getSubmission(id);
      await data.submissions.recordSubmissionResult({ ...stored!, difficulty }, result, xp, new Date(at));
    };
    // Last week (Karachi): one Easy solved on Friday 20 November, in 10 minutes.
    await record('s-1', 'd-1', 'Easy', accepted, 8, '2026-11-20T08:00:00.000Z', 600);
    // This week: Monday 23 November 23:30 in Karachi is still Monday there (18:30 UTC); Tuesday's late UTC evening is Wednesday there.
    await record('s-2', 'd-4', 'Hard', wrong, 10, '2026-11-23T18:30:00.000Z', 900);
    // Solved in 8 minutes on the screen's timer (the submission's own, not the wrong one's).
    await record('s-3', 'd-4', 'Hard', accepted, 40, '2026-11-24T20:00:00.000Z', 480);
    await data.streaks.recordVisit(data.streakRepository.streakRepository, 'dash-1', new Date('2026-11-24T20:00:00.000Z'));

    const now = new Date('2026-11-24T21:00:00.000Z'); // Wednesday 25 November, 02:00 in Karachi
    const dashboard = await data.dashboard.buildDashboard(data.repository.dashboardRepository, 'dash-1', now);
    expect(dashboard).toMatchObject({
      name: 'Ada Lovelace',
      daysActive: 23,
      today: '2026-11-25',
      xp: 18,
      level: 0,
      levelStartXp: 0,
      nextLevelXp: 1500,
      solved: { total: 2, easy: 1, medium: 0, hard: 1 },
      catalogue: { total: 4, easy: 2, medium: 1, hard: 1 },
      problemsAttempted: 2,
      submissions: 3,
      acceptedSubmissions: 2,
      currentStreak: 1,
      ranking: null,
    });
    // XP is awarded on the first attempt only (D6): 8 for the Easy, 10 for the Hard's first (wrong) attempt.
    expect(dashboard.weekXp).toEqual([
      { day: '2026-11-23', xp: 10 }, { day: '2026-11-24', xp: 0 }, { day: '2026-11-25', xp: 0 },
      { day: '2026-11-26', xp: 0 }, { day: '2026-11-27', xp: 0 }, { day: '2026-11-28', xp: 0 }, { day: '2026-11-29', xp: 0 },
    ]);
    expect(dashboard.progress.week.map((b) => [b.label, b.solved, b.submissions])).toEqual([
      ['Mon', 0, 1], ['Tue', 0, 0], ['Wed', 1, 1], ['Thu', 0, 0], ['Fri', 0, 0], ['Sat', 0, 0], ['Sun', 0, 0],
    ]);
    expect(dashboard.progress.month.map((b) => b.solved)).toEqual([0, 0, 1, 1]);
    expect(dashboard.progress.year.find((b) => b.label === 'Nov')).toEqual({ label: 'Nov', solved: 2, submissions: 3 });
    expect(dashboard.recentActivity).toEqual([
      { problemId: 'd-4', title: 'Problem 4', difficulty: 'Hard', verdict: 'AC', xpAwarded: 0, at: '2026-11-24T20:00:00.000Z' },
      { problemId: 'd-4', title: 'Problem 4', difficulty: 'Hard', verdict: 'WA', xpAwarded: 10, at: '2026-11-23T18:30:00.000Z' },
      { problemId: 'd-1', title: 'Problem 1', difficulty: 'Easy', verdict: 'AC', xpAwarded: 8, at: '2026-11-20T08:00:00.000Z' },
    ]);
    expect(dashboard.averageSolveSeconds).toBe(540);
    expect(dashboard.trends).toEqual({
      week: { solved: 1, previousSolved: 1, avgSolveSeconds: 480, previousAvgSolveSeconds: 600 },
      month: { solved: 2, previousSolved: 0, avgSolveSeconds: 540, previousAvgSolveSeconds: null },
      year: { solved: 2, previousSolved: 0, avgSolveSeconds: 540, previousAvgSolveSeconds: null },
    });
  });

  it('answers 404 for an account without a profile', async () => {
    await expect(data.dashboard.buildDashboard(data.repository.dashboardRepository, 'nobody')).rejects.toMatchObject({ statusCode: 404 });
  });
});
