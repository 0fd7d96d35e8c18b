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
  challenges: await import('../../../lambdas/data/challenges'),
  entries: await import('../../../lambdas/data/challenge-entries'),
  dashboard: await import('../../../lambdas/progress/dashboard'),
  repository: await import('../../../lambdas/progress/repository'),
}));

const problem = (n: number, difficulty: 'Easy' | 'Medium' | 'Hard') => ({
  problemId: `d-${n}`,
  uuid: `00000000-0000-4000-8000-00000000d00${n}`,
  title: `Problem ${n}`,
  difficulty,
  topic: 'Arrays & Lists' as const,
  tags: ['array'],
  statement: 'x',
  timeMs: 1000,
  memoryMb: 256,
  sampleCount: 1,
  testCount: 4,
  license: 'cc by-sa',
});
const accepted = { verdict: 'AC' as const, tests: [], passedTests: 4, totalTests: 4 };
const wrong = { verdict: 'WA' as const, tests: [], passedTests: 1, totalTests: 4 };

describe('the progress dashboard on DynamoDB Local', () => {
  it('shows XP, level, solved by difficulty against the catalogue, the week’s XP by day, progress and trends, in the user’s timezone', async () => {
    for (const [n, d] of [
      [1, 'Easy'],
      [2, 'Easy'],
      [3, 'Medium'],
      [4, 'Hard'],
    ] as const)
      await data.catalogue.saveCatalogueProblem(problem(n, d));
    await data.profiles.createProfileIfAbsent({
      userId: 'dash-1',
      email: 'dash-1@example.com',
      name: 'Ada Lovelace',
      role: 'student',
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    await data.profileUpdates.updateProfile('dash-1', { timezone: 'Karachi' });
    const record = async (
      id: string,
      problemId: string,
      difficulty: 'Easy' | 'Hard',
      result: typeof accepted | typeof wrong,
      xp: number,
      at: string,
      elapsedSeconds: number,
    ) => {
      await data.submissions.createSubmission({
        submissionId: id,
        userId: 'dash-1',
        problemId,
        language: 'cpp',
        source: 'x',
        sourceBytes: 1,
        elapsedSeconds,
        createdAt: at,
      });
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
    // XP is awarded on the first attempt only (docs/decisions/D06): 8 for the Easy, 10 for the Hard's first (wrong) attempt.
    expect(dashboard.weekXp).toEqual([
      { day: '2026-11-23', xp: 10 },
      { day: '2026-11-24', xp: 0 },
      { day: '2026-11-25', xp: 0 },
      { day: '2026-11-26', xp: 0 },
      { day: '2026-11-27', xp: 0 },
      { day: '2026-11-28', xp: 0 },
      { day: '2026-11-29', xp: 0 },
    ]);
    expect(dashboard.progress.week.map((b) => [b.label, b.solved, b.submissions])).toEqual([
      ['Mon', 0, 1],
      ['Tue', 0, 0],
      ['Wed', 1, 1],
      ['Thu', 0, 0],
      ['Fri', 0, 0],
      ['Sat', 0, 0],
      ['Sun', 0, 0],
    ]);
    expect(dashboard.progress.month.map((b) => b.solved)).toEqual([0, 0, 1, 1]);
    expect(dashboard.progress.year.find((b) => b.label === 'Nov')).toEqual({ label: 'Nov', solved: 2, submissions: 3 });
    // The hub: the solved problems, newest first, each with the XP it earned (the Hard's, on its first and wrong attempt).
    expect(dashboard.recentActivity).toEqual([
      { kind: 'problem', problemId: 'd-4', title: 'Problem 4', difficulty: 'Hard', xpAwarded: 10, at: '2026-11-24T20:00:00.000Z' },
      { kind: 'problem', problemId: 'd-1', title: 'Problem 1', difficulty: 'Easy', xpAwarded: 8, at: '2026-11-20T08:00:00.000Z' },
    ]);
    expect(dashboard.weeklyChallenges).toEqual({ participated: 0, held: 0 });
    expect(dashboard.averageSolveSeconds).toBe(540);
    expect(dashboard.trends).toEqual({
      week: { solved: 1, previousSolved: 1, avgSolveSeconds: 480, previousAvgSolveSeconds: 600 },
      month: { solved: 2, previousSolved: 0, avgSolveSeconds: 540, previousAvgSolveSeconds: null },
      year: { solved: 2, previousSolved: 0, avgSolveSeconds: 540, previousAvgSolveSeconds: null },
    });
  });

  it('gives the hub a weekly challenge the student entered: participated of held, and the entry with its points among the solves', async () => {
    await data.profiles.createProfileIfAbsent({
      userId: 'dash-2',
      email: 'dash-2@example.com',
      name: 'Grace Hopper',
      role: 'student',
      createdAt: '2026-11-01T10:00:00.000Z',
    });
    const solvedAt = '2026-11-24T15:00:00.000Z';
    await data.submissions.createSubmission({
      submissionId: 's2-1',
      userId: 'dash-2',
      problemId: 'd-2',
      language: 'python',
      source: 'x',
      sourceBytes: 1,
      createdAt: solvedAt,
    });
    await data.submissions.recordSubmissionResult({ ...(await data.submissions.getSubmission('s2-1'))!, difficulty: 'Easy' }, accepted, 8, new Date(solvedAt));
    const held = {
      title: 'Sum of Squares',
      description: 'Add.',
      tags: [],
      difficulty: 'Medium' as const,
      testCount: 10,
      languageMetrics: {},
      createdBy: 'mentor',
      createdAt: '2026-11-20T00:00:00.000Z',
    };
    const schedule = async (challengeId: string, status: 'upcoming' | 'active' | 'completed', startsAt: string, endsAt: string) =>
      data.challenges.saveNewChallenge(
        { ...held, challengeId, status, startsAt, endsAt },
        {
          problemId: challengeId,
          challengeId,
          title: held.title,
          difficulty: 'Medium',
          statement: 'Add.',
          timeMs: 1000,
          memoryMb: 64,
          sampleCount: 1,
          testCount: 10,
          createdAt: held.createdAt,
        },
      );
    await schedule('wc-2026-w47-aa', 'completed', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z');
    await schedule('wc-2026-w48-bb', 'active', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z');
    await schedule('wc-2026-w49-cc', 'upcoming', '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z');
    // Joined and submitted on Tuesday 24 November, judged 7 of 10 for 700 points.
    const entered = new Date('2026-11-24T12:00:00.000Z');
    expect(await data.challenges.joinChallenge('dash-2', 'wc-2026-w48-bb', '2026-W48', 1, entered)).toBe('joined');
    const submission = {
      submissionId: 'c2-1',
      userId: 'dash-2',
      problemId: 'wc-2026-w48-bb',
      language: 'cpp' as const,
      source: 'x',
      sourceBytes: 1,
      elapsedSeconds: 60,
      createdAt: entered.toISOString(),
    };
    expect(await data.entries.createChallengeSubmission(submission, { limit: 2, name: 'Grace Hopper', now: entered })).toBe('created');
    await data.submissions.markSubmissionRunning('c2-1');
    const judged = { verdict: 'WA' as const, passedTests: 7, totalTests: 10, tests: [] };
    await data.entries.recordChallengeResult(
      { submissionId: 'c2-1', userId: 'dash-2', challengeId: 'wc-2026-w48-bb' },
      judged,
      { xp: 70, points: 700, optimality: 280, averageTimeMs: 5, chars: 1 },
      entered,
    );

    const dashboard = await data.dashboard.buildDashboard(data.repository.dashboardRepository, 'dash-2', new Date('2026-11-25T09:00:00.000Z'));
    // Two held since the account was created (the upcoming one is not), one of them entered.
    expect(dashboard.weeklyChallenges).toEqual({ participated: 1, held: 2 });
    expect(dashboard.recentActivity).toEqual([
      { kind: 'problem', problemId: 'd-2', title: 'Problem 2', difficulty: 'Easy', xpAwarded: 8, at: solvedAt },
      { kind: 'challenge', challengeId: 'wc-2026-w48-bb', title: 'Sum of Squares', difficulty: 'Medium', points: 700, at: entered.toISOString() },
    ]);
  });

  it('answers 404 for an account without a profile', async () => {
    await expect(data.dashboard.buildDashboard(data.repository.dashboardRepository, 'nobody')).rejects.toMatchObject({ statusCode: 404 });
  });
});
