/**
 * The leaderboards end to end on DynamoDB Local (docs/requirements/leaderboards.md §2): practice XP and weekly challenge
 * points, recorded by the production transactions, reach each user's standings of the current UTC
 * month and year through the table's real stream; the top 10 is one Query of a sorted index, world
 * or country; a user below the top 10 gets their own row ranked from the snapshot; a deleted account
 * leaves every board.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingsStream } from '@contract/routes';
import { startTableStream, type RunningTableStream } from '../../../local/streams/table-stream';
import { startTableHarness, type TableHarness } from '../support/table-harness';

const TABLE = 'codearena-leaderboards-test';
let dynamo: TableHarness;
let stream: RunningTableStream;

const modules = async () => ({
  profiles: await import('../../../lambdas/data/user-profiles'),
  profileUpdates: await import('../../../lambdas/data/profile-updates'),
  submissions: await import('../../../lambdas/data/submissions'),
  challenges: await import('../../../lambdas/data/challenges'),
  entries: await import('../../../lambdas/data/challenge-entries'),
  guard: await import('../../../lambdas/data/account-guard'),
  standings: await import('../../../lambdas/data/standings'),
  boardStream: await import('../../../lambdas/rankings/board-stream'),
  snapshot: await import('../../../lambdas/rankings/snapshot'),
  routes: await import('../../../lambdas/rankings/leaderboard-routes'),
  leaderboard: await import('../../../lambdas/rankings/leaderboard'),
});
let data: Awaited<ReturnType<typeof modules>>;

beforeAll(async () => {
  dynamo = await startTableHarness(TABLE);
  data = await modules();
  stream = await startTableStream({
    endpoint: dynamo.endpoint,
    tableName: dynamo.table,
    sortKeys: rankingsStream.sortKeys,
    batchSize: rankingsStream.batchSize,
    consume: (records) => data.boardStream.handler({ Records: records }), // Printed only if a test fails (vitest.config.ts: silent passed-only): why the board missed a record.
    log: (line) => console.warn(line),
    pollMs: 50,
  });
}, 10_000);

afterAll(async () => {
  await stream?.stop();
  await dynamo?.stop();
});

const pakistan = { name: 'Pakistan', code: 'PK' };
const india = { name: 'India', code: 'IN' };
const now = new Date();

async function student(userId: string, name: string, country: { name: string; code: string }, xp: number) {
  await data.profiles.createProfileIfAbsent({ userId, email: `${userId}@example.com`, name, role: 'student', createdAt: '2026-01-01T00:00:00.000Z' });
  await data.profileUpdates.updateProfile(userId, { country });
  const at = new Date().toISOString();
  await data.submissions.createSubmission({
    submissionId: `${userId}-p`,
    userId,
    problemId: 'lb-p',
    language: 'cpp',
    source: 'x',
    sourceBytes: 1,
    createdAt: at,
  });
  await data.submissions.recordSubmissionResult(
    { submissionId: `${userId}-p`, userId, problemId: 'lb-p', language: 'cpp', difficulty: 'Easy' },
    { verdict: 'AC', tests: [], passedTests: 1, totalTests: 1 },
    xp,
    new Date(at),
  );
}

async function challengePoints(userId: string, points: number) {
  const submissionId = `${userId}-c`;
  expect(await data.challenges.joinChallenge(userId, 'wc-lb', '2026-W01', -1, now)).toBe('joined');
  expect(
    await data.entries.createChallengeSubmission(
      { submissionId, userId, problemId: 'wc-lb', language: 'python', source: 'x', sourceBytes: 1, createdAt: now.toISOString() },
      { limit: 1, name: userId, now },
    ),
  ).toBe('created');
  await data.submissions.markSubmissionRunning(submissionId);
  await data.entries.recordChallengeResult(
    { submissionId, userId, challengeId: 'wc-lb' },
    { verdict: 'AC', tests: [], passedTests: 1, totalTests: 1 },
    { xp: 10, points, optimality: points - 600, averageTimeMs: 3, chars: 1 },
    now,
  );
}

/** Waits until the stream consumer has brought every named user's entry up to date. */
async function settled(check: () => Promise<boolean>) {
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) if (await check()) return;
  const month = await data.standings.listTopStandings(data.leaderboard.boardOf('individual', 'month', now).name, 20);
  throw new Error(`the stream did not settle: ${JSON.stringify(month)}`);
}

/** GET /leaderboard's work with the route's own repository; its summaries are read fresh (the warm cache is the route's). */
const board = (userId: string, query: Partial<{ board: 'individual' | 'challenges'; period: 'month' | 'year'; scope: 'world' | 'country' }> = {}) =>
  data.leaderboard.getLeaderboard({ ...data.routes.leaderboardRepository, getStandingSummary: data.standings.getStandingSummary }, userId, {
    board: 'individual',
    period: 'month',
    scope: 'world',
    ...query,
  });

describe('leaderboards on DynamoDB Local', () => {
  it('ranks XP of the month, world and country, top 10 with ties, names cut to three words, and the caller below with their rank', async () => {
    // 12 students: lb-00 … lb-11 with 10 × (12 − i) XP; lb-03 and lb-04 tie. Even ones in Pakistan.
    for (let i = 0; i < 12; i++) {
      const xp = i === 4 ? 90 : 10 * (12 - i);
      await student(`lb-${String(i).padStart(2, '0')}`, i === 0 ? 'Ada Byron King Lovelace' : `Student ${i}`, i % 2 === 0 ? pakistan : india, xp);
    }
    await settled(async () => (await data.standings.listTopStandings(data.leaderboard.boardOf('individual', 'month', now).name, 20)).length === 12);

    const top = await board('lb-11');
    expect(top.rows.map((r) => [r.rank, r.userId, r.score])).toEqual([
      [1, 'lb-00', 120],
      [2, 'lb-01', 110],
      [3, 'lb-02', 100],
      [4, 'lb-03', 90],
      [4, 'lb-04', 90],
      [6, 'lb-05', 70],
      [7, 'lb-06', 60],
      [8, 'lb-07', 50],
      [9, 'lb-08', 40],
      [10, 'lb-09', 30],
    ]);
    expect(top.rows[0]).toMatchObject({ name: 'Ada Byron King', country: 'PK', isYou: false });
    // Before the first snapshot the caller's own rank is unknown: no row rather than a guess.
    expect(top.you).toBeNull();

    await data.snapshot.handler();
    const ranked = await board('lb-11');
    expect(ranked.you).toMatchObject({ rank: 12, userId: 'lb-11', score: 10, isYou: true });
    expect(ranked).toMatchObject({ total: 12, periodKey: now.toISOString().slice(0, 7) });
    expect(ranked.rankedAt).not.toBeNull();

    const country = await board('lb-10', { scope: 'country' });
    expect(country.country).toBe('PK');
    expect(country.rows.map((r) => r.userId)).toEqual(['lb-00', 'lb-02', 'lb-04', 'lb-06', 'lb-08', 'lb-10']);
    expect(country.rows.at(-1)).toMatchObject({ rank: 6, isYou: true });
    expect(country.you).toBeNull();
    expect((await board('lb-00', { period: 'year' })).rows[0]).toMatchObject({ userId: 'lb-00', score: 120 });
  });

  it('ranks weekly challenge points of the month; a user with none is not on that board', async () => {
    await data.challenges.saveNewChallenge(
      {
        challengeId: 'wc-lb',
        title: 'LB',
        description: 'x',
        tags: [],
        difficulty: 'Easy',
        status: 'active',
        startsAt: '2026-01-01T00:00:00.000Z',
        endsAt: '2099-01-01T00:00:00.000Z',
        testCount: 1,
        languageMetrics: {},
        createdBy: 'm',
        createdAt: now.toISOString(),
      },
      {
        problemId: 'wc-lb',
        challengeId: 'wc-lb',
        title: 'LB',
        difficulty: 'Easy',
        statement: 'x',
        timeMs: 1000,
        memoryMb: 64,
        sampleCount: 1,
        testCount: 1,
        createdAt: now.toISOString(),
      },
    );
    await challengePoints('lb-05', 640);
    await challengePoints('lb-07', 910);
    const name = data.leaderboard.boardOf('challenges', 'month', now).name;
    await settled(async () => (await data.standings.listTopStandings(name, 5)).length === 2);
    const points = await board('lb-05', { board: 'challenges' });
    expect(points.rows.map((r) => [r.rank, r.userId, r.score, r.isYou])).toEqual([
      [1, 'lb-07', 910, false],
      [2, 'lb-05', 640, true],
    ]);
    expect((await board('lb-01', { board: 'challenges' })).you).toBeNull();
  });

  it('takes a deleted account off every board', async () => {
    expect(await data.guard.markAccountDeleting('lb-00')).toBe(true);
    const month = data.leaderboard.boardOf('individual', 'month', now).name;
    const year = data.leaderboard.boardOf('individual', 'year', now).name;
    // The stream's consumer takes the account off one board after another: both are waited for.
    await settled(
      async () =>
        !(await data.standings.listTopStandings(month, 20)).some((s) => s.userId === 'lb-00') &&
        (await data.standings.getStanding(year, 'lb-00')) === undefined,
    );
    expect(await data.standings.getStanding(year, 'lb-00')).toBeUndefined();
  });
});
