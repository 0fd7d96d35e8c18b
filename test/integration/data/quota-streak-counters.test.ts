/**
 * The weekly problem quota and the streak (docs/decisions/D03, D07) against the real DynamoDB Local: the weekly problem limit checked in the write that
 * counts (two racing submissions at the limit: exactly one passes), the daily streak in a non-UTC
 * timezone with two racing tabs, and the record step's counters, unchanged by a redelivered result.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { loadDataModules } from '../support/data-modules';
import { workerTable } from '../support/table-harness';

const TABLE = 'codearena-quota-test';
const { data } = loadDataModules(TABLE, async () => ({
  profiles: await import('../../../lambdas/data/user-profiles'),
  profileUpdates: await import('../../../lambdas/data/profile-updates'),
  submissions: await import('../../../lambdas/data/submissions'),
  weekly: await import('../../../lambdas/data/weekly-problems'),
  streaks: await import('../../../lambdas/data/streaks'),
  streak: await import('../../../lambdas/sessions/streak'),
  problemSolvers: await import('../../../lambdas/data/problem-solvers'),
  clients: await import('../../../lambdas/data/clients'),
  runMeter: await import('../../../lambdas/data/run-meter'),
  newsletterMeter: await import('../../../lambdas/data/newsletter-meter'),
}));

async function createUser(userId: string, timezone?: string) {
  expect(
    await data.profiles.createProfileIfAbsent({ userId, email: `${userId}@example.com`, name: userId, role: 'student', createdAt: '2026-11-01T10:00:00.000Z' }),
  ).toBe(true);
  if (timezone) await data.profileUpdates.updateProfile(userId, { timezone });
}

const newSubmission = (userId: string, submissionId: string, problemId: string) => ({
  submissionId,
  userId,
  problemId,
  language: 'python' as const,
  source: 'print(1)',
  sourceBytes: 8,
  createdAt: new Date().toISOString(),
});
const stored = async (pk: string, sk: string) =>
  (await data.clients.documentClient().send(new GetCommand({ TableName: workerTable(TABLE), Key: { pk, sk }, ConsistentRead: true }))).Item;

describe('the weekly problem limit, checked in the write that counts', () => {
  const week = '2026-W49';
  const quota = { week, limit: 3 };

  it('counts distinct problems; at the limit a new problem is refused with nothing written, an already counted one passes', async () => {
    await createUser('q-1');
    const create = (id: string, problemId: string) => data.submissions.createCountedSubmission(newSubmission('q-1', id, problemId), quota);
    expect(await create('q1-a', 'p-a')).toBe('created');
    expect(await create('q1-a2', 'p-a')).toBe('created'); // the same problem again: not counted again
    expect(await create('q1-b', 'p-b')).toBe('created');
    expect(await create('q1-c', 'p-c')).toBe('created');
    expect(await data.weekly.getWeeklyProblemCount('q-1', week)).toBe(3);

    expect(await create('q1-d', 'p-d')).toBe('limitReached');
    expect(await stored('SUBMISSION#q1-d', 'SUBMISSION')).toBeUndefined();
    expect(await stored('USER#q-1', `QUOTA#${week}#p-d`)).toBeUndefined();
    expect(await data.weekly.getWeeklyProblemCount('q-1', week)).toBe(3);

    expect(await create('q1-b2', 'p-b')).toBe('created');
    // Another week starts from zero; unlimited (-1) counts without a limit.
    expect(await data.submissions.createCountedSubmission(newSubmission('q-1', 'q1-e', 'p-d'), { week: '2026-W50', limit: -1 })).toBe('created');
    expect(await data.weekly.getWeeklyProblemCount('q-1', '2026-W50')).toBe(1);
  });

  it('lets exactly one of two racing submissions of new problems take the last place', async () => {
    await createUser('q-2');
    for (const p of ['p-1', 'p-2']) expect(await data.submissions.createCountedSubmission(newSubmission('q-2', `q2-${p}`, p), quota)).toBe('created');
    for (let round = 0; round < 5; round++) {
      const user = `q-race-${round}`;
      await createUser(user);
      for (const p of ['p-1', 'p-2']) await data.submissions.createCountedSubmission(newSubmission(user, `${user}-${p}`, p), quota);
      const outcomes = await Promise.all(['p-x', 'p-y'].map((p) => data.submissions.createCountedSubmission(newSubmission(user, `${user}-${p}`, p), quota)));
      expect(outcomes.sort()).toEqual(['created', 'limitReached']);
      expect(await data.weekly.getWeeklyProblemCount(user, week)).toBe(3);
    }
  });

  it('counts a problem once when two tabs submit it at the same moment, and both pass', async () => {
    await createUser('q-3');
    const outcomes = await Promise.all(['a', 'b'].map((tab) => data.submissions.createCountedSubmission(newSubmission('q-3', `q3-${tab}`, 'p-1'), quota)));
    expect(outcomes).toEqual(['created', 'created']);
    expect(await data.weekly.getWeeklyProblemCount('q-3', week)).toBe(1);
  });

  it('writes nothing for an account being deleted', async () => {
    expect(await data.submissions.createCountedSubmission(newSubmission('nobody', 'q-none', 'p-1'), quota)).toBe('accountGone');
    expect(await data.weekly.getWeeklyProblemCount('nobody', week)).toBe(0);
  });
});

describe('the daily streak in the user’s timezone', () => {
  const repo = () => ({
    getStreakState: data.streaks.getStreakState,
    recordDayVisit: data.streaks.recordDayVisit,
    getVisitedDays: data.streaks.getVisitedDays,
  });

  it('counts day by day in Karachi (UTC+5), not in UTC, and marks the calendar', async () => {
    await createUser('s-1', 'Karachi');
    // Sign-up day (1 Nov) is day 1 and marked; 2 Nov 18:59 UTC is 23:59 in Karachi: day 2.
    const day2 = await data.streak.recordVisit(repo(), 's-1', new Date('2026-11-02T18:59:00.000Z'));
    expect(day2).toMatchObject({ currentStreak: 2, longestStreak: 2, today: '2026-11-02', updated: true });
    // 19:00 UTC the same UTC day is already 3 November in Karachi: day 3.
    expect(await data.streak.recordVisit(repo(), 's-1', new Date('2026-11-02T19:00:00.000Z'))).toMatchObject({
      currentStreak: 3,
      today: '2026-11-03',
      updated: true,
    });
    // Later on 3 November (Karachi): unchanged.
    expect(await data.streak.recordVisit(repo(), 's-1', new Date('2026-11-03T18:00:00.000Z'))).toMatchObject({ currentStreak: 3, updated: false });
    // 5 November: a missed day restarts at 1; the longest stays 3.
    const after = await data.streak.recordVisit(repo(), 's-1', new Date('2026-11-05T06:00:00.000Z'));
    expect(after).toMatchObject({ currentStreak: 1, longestStreak: 3, updated: true });
    expect(after.calendar.visitedDays).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-05']);
    // December's grid starts on Sunday 29 November: one Query of the months it spans.
    expect(await data.streaks.getVisitedDays('s-1', '2026-10-25', '2026-11-02')).toEqual(['2026-11-01', '2026-11-02']);
  });

  it('counts a day once when two tabs visit at the same moment', async () => {
    await createUser('s-2', 'Karachi');
    const at = new Date('2026-11-02T08:00:00.000Z');
    const views = await Promise.all([1, 2, 3].map(() => data.streak.recordVisit(repo(), 's-2', at)));
    expect(views.map((v) => v.currentStreak)).toEqual([2, 2, 2]);
    expect(views.filter((v) => v.updated)).toHaveLength(1);
    expect(await data.streaks.getStreakState('s-2')).toMatchObject({ currentStreak: 2, longestStreak: 2, lastLoginDate: '2026-11-02' });
  });
});

describe('the counters kept by the record step', () => {
  const accepted = { verdict: 'AC' as const, tests: [], passedTests: 4, totalTests: 4 };
  const wrong = { verdict: 'WA' as const, tests: [], passedTests: 1, totalTests: 4 };

  it('counts submissions, tests, languages, attempts and first solves by difficulty and period; a redelivered result changes nothing', async () => {
    await createUser('c-1', 'Karachi');
    const at = new Date('2026-11-29T22:30:00.000Z'); // Monday 30 November in Karachi
    const record = async (
      id: string,
      problemId: string,
      result: typeof accepted | typeof wrong,
      xp: number,
      difficulty: 'Easy' | 'Hard' = 'Easy',
      elapsedSeconds?: number,
    ) => {
      await data.submissions.createSubmission(newSubmission('c-1', id, problemId));
      return data.submissions.recordSubmissionResult(
        { submissionId: id, userId: 'c-1', problemId, language: 'python', difficulty, elapsedSeconds },
        result,
        xp,
        at,
      );
    };
    expect(await record('c1-1', 'p-e', wrong, 2, 'Easy', 50)).toEqual({ recorded: true, xpAwarded: 2 });
    // A solving timer left running overnight counts three hours (MAX_COUNTED_SOLVE_SECONDS).
    expect(await record('c1-2', 'p-e', accepted, 8, 'Easy', 20_000)).toEqual({ recorded: true, xpAwarded: 0 });
    expect(await record('c1-3', 'p-e', accepted, 8, 'Easy', 90)).toEqual({ recorded: true, xpAwarded: 0 }); // solved already
    expect(await record('c1-4', 'p-h', accepted, 40, 'Hard', 300)).toEqual({ recorded: true, xpAwarded: 40 });

    const statsBefore = await stored('USER#c-1', 'PROFILE#STATS');
    expect(statsBefore).toMatchObject({
      xp: 42,
      submissions: 4,
      acceptedSubmissions: 3,
      testsRun: 16,
      testsPassed: 13,
      pythonSubmissions: 4,
      problemsAttempted: 2,
      solved: 2,
      solvedEasy: 1,
      solvedHard: 1,
      lastSolvedAt: at.toISOString(),
      // Only first solves are timed: 10,800 + 300 seconds over two.
      timedSolves: 2,
      solveSeconds: 11_100,
    });
    // The problems list's Solved marks: a string set ADDed with each first solve.
    expect(statsBefore!.solvedIds).toEqual(new Set(['p-e', 'p-h']));
    expect(await stored('USER#c-1', 'ACTIVITY#W#2026-W49')).toMatchObject({ submissions: 4, accepted: 3, solved: 2, timedSolves: 2, solveSeconds: 11_100 });
    expect(await stored('USER#c-1', 'SOLVED#p-e')).toMatchObject({ submissionId: 'c1-2', difficulty: 'Easy', gsi1sk: `SOLVED#${at.toISOString()}#p-e` });

    // The same result delivered again (a retried state, a second execution): nothing moves.
    expect(
      await data.submissions.recordSubmissionResult(
        { submissionId: 'c1-4', userId: 'c-1', problemId: 'p-h', language: 'python', difficulty: 'Hard' },
        accepted,
        40,
        at,
      ),
    ).toEqual({ recorded: false, xpAwarded: 40 });
    expect(await stored('USER#c-1', 'PROFILE#STATS')).toEqual(statsBefore);
    expect(await stored('USER#c-1', 'ACTIVITY#D#2026-11-30')).toMatchObject({ submissions: 4 });
    // Each problem counts this student once among its Python solvers (the home page's Famous Questions).
    expect(await stored('META#problem-solvers', 'PROBLEM#p-e')).toMatchObject({ python: 1 });
    expect(await stored('META#problem-solvers', 'PROBLEM#p-h')).toMatchObject({ python: 1 });
  });

  it('counts a student among a problem’s solvers in every language they solved it in, once per language', async () => {
    const languages = ['cpp', 'python', 'java', 'javascript'] as const;
    const solve = async (userId: string, submissionId: string, language: (typeof languages)[number]) => {
      await data.submissions.createSubmission({ ...newSubmission(userId, submissionId, 'p-all'), language });
      return data.submissions.recordSubmissionResult({ submissionId, userId, problemId: 'p-all', language, difficulty: 'Easy' }, accepted, 8);
    };
    for (const userId of ['l-1', 'l-2']) {
      await createUser(userId);
      for (const language of languages) expect((await solve(userId, `${userId}-${language}`, language)).recorded).toBe(true);
    }
    expect((await data.problemSolvers.readProblemSolvers()).get('p-all')).toEqual({ cpp: 2, python: 2, java: 2, javascript: 2 });
    // Solved once: the stats count the problem once, whatever the languages.
    expect(await stored('USER#l-1', 'PROFILE#STATS')).toMatchObject({ solved: 1, acceptedSubmissions: 4 });

    // Accepted again in a language already counted, and a result delivered again: nothing moves.
    expect((await solve('l-1', 'l-1-python-2', 'python')).recorded).toBe(true);
    expect(
      (
        await data.submissions.recordSubmissionResult(
          { submissionId: 'l-2-java', userId: 'l-2', problemId: 'p-all', language: 'java', difficulty: 'Easy' },
          accepted,
          8,
        )
      ).recorded,
    ).toBe(false);
    expect((await data.problemSolvers.readProblemSolvers()).get('p-all')).toEqual({ cpp: 2, python: 2, java: 2, javascript: 2 });
  });

  it('counts a language once when a solve in it was recorded before the per-language counting (its first solve’s language)', async () => {
    await createUser('l-3');
    // A first solve in C++ as it was recorded before: the solved item and the C++ count, no per-language item.
    await data.clients.documentClient().send(
      new PutCommand({
        TableName: workerTable(TABLE),
        Item: {
          pk: 'USER#l-3',
          sk: 'SOLVED#p-old',
          _et: 'SolvedProblem',
          userId: 'l-3',
          problemId: 'p-old',
          difficulty: 'Easy',
          language: 'cpp',
          submissionId: 'l-3-old',
          solvedAt: '2026-11-01T00:00:00.000Z',
          gsi1pk: 'USER#l-3',
          gsi1sk: 'SOLVED#2026-11-01T00:00:00.000Z#p-old',
        },
      }),
    );
    await data.clients.documentClient().send(
      new PutCommand({
        TableName: workerTable(TABLE),
        Item: { pk: 'META#problem-solvers', sk: 'PROBLEM#p-old', _et: 'ProblemSolvers', problemId: 'p-old', cpp: 1 },
      }),
    );
    for (const [id, language] of [
      ['l-3-a', 'cpp'],
      ['l-3-b', 'python'],
    ] as const) {
      await data.submissions.createSubmission({ ...newSubmission('l-3', id, 'p-old'), language });
      await data.submissions.recordSubmissionResult({ submissionId: id, userId: 'l-3', problemId: 'p-old', language, difficulty: 'Easy' }, accepted, 8);
    }
    expect((await data.problemSolvers.readProblemSolvers()).get('p-old')).toEqual({ cpp: 1, python: 1, java: 0, javascript: 0 });
  });

  it('awards the first attempt once when two submissions of a problem are recorded at the same moment', async () => {
    await createUser('c-2');
    await Promise.all(['a', 'b'].map((s) => data.submissions.createSubmission(newSubmission('c-2', `c2-${s}`, 'p-1'))));
    const outcomes = await Promise.all(
      ['a', 'b'].map((s) =>
        data.submissions.recordSubmissionResult(
          { submissionId: `c2-${s}`, userId: 'c-2', problemId: 'p-1', language: 'python', difficulty: 'Easy' },
          accepted,
          8,
        ),
      ),
    );
    expect(outcomes.map((o) => o.xpAwarded).sort()).toEqual([0, 8]);
    expect(await stored('USER#c-2', 'PROFILE#STATS')).toMatchObject({ xp: 8, submissions: 2, solved: 1, problemsAttempted: 1 });
    const solvers = await data.problemSolvers.readProblemSolvers();
    expect(solvers.get('p-1')).toEqual({ cpp: 0, python: 1, java: 0, javascript: 0 });
  });
});

describe('the run meter', () => {
  it('lets exactly the limit through when a minute’s runs race, and starts again the next minute', async () => {
    const at = new Date('2026-11-27T10:15:30.000Z');
    const outcomes = await Promise.all(Array.from({ length: 14 }, () => data.runMeter.countRun('m-1', 10, at)));
    expect(outcomes.filter(Boolean)).toHaveLength(10);
    expect(await stored('USER#m-1', 'RUNMETER#2026-11-27T10:15')).toMatchObject({ count: 10, expiresAt: Date.parse('2026-11-27T10:16:00.000Z') / 1000 + 120 });
    expect(await data.runMeter.countRun('m-1', 10, new Date('2026-11-27T10:16:00.000Z'))).toBe(true);
    // Another user's minute is their own.
    expect(await data.runMeter.countRun('m-2', 10, at)).toBe(true);
  });
});

describe('the newsletter meter', () => {
  it('lets one client address make exactly the limit of sign-ups in an hour, however they race', async () => {
    const at = new Date('2026-11-27T10:15:30.000Z');
    const outcomes = await Promise.all(Array.from({ length: 9 }, () => data.newsletterMeter.countNewsletterSignUp('198.51.100.4', 5, at)));
    expect(outcomes.filter(Boolean)).toHaveLength(5);
    expect(await stored('CLIENT#198.51.100.4', 'NEWSLETTER#2026-11-27T10')).toMatchObject({ count: 5 });
    expect(await data.newsletterMeter.countNewsletterSignUp('198.51.100.4', 5, new Date('2026-11-27T11:00:00.000Z'))).toBe(true);
  });
});
