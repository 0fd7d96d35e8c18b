/**
 * The profile popup's card end to end on DynamoDB Local: solves recorded by the production
 * transaction reach the stats (solved by difficulty, XP, level), the XP board and this month's
 * leaderboard through the table's real stream, the snapshot ranks them, and GET /users/{id}/card
 * reads it all back for another signed-in user; the user's privacy settings hide badges and
 * presence; an unknown or deleted user is 'User not found'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingsStream } from '@contract/routes';
import { userCardSchema } from '@contract/user-card';
import { startTableStream, type RunningTableStream } from '../../../local/streams/table-stream';
import { call, startHarness, TABLE, type Harness } from '../account/harness';

let harness: Harness;
let stream: RunningTableStream;

const modules = async () => ({
  profiles: await import('../../../lambdas/data/user-profiles'),
  profileUpdates: await import('../../../lambdas/data/profile-updates'),
  submissions: await import('../../../lambdas/data/submissions'),
  standings: await import('../../../lambdas/data/standings'),
  guard: await import('../../../lambdas/data/account-guard'),
  boardStream: await import('../../../lambdas/rankings/board-stream'),
  snapshot: await import('../../../lambdas/rankings/snapshot'),
  boardPeriods: await import('../../../lambdas/platform/board-periods'),
  route: await import('../../../lambdas/users/get-user-card'),
});
let data: Awaited<ReturnType<typeof modules>>;

beforeAll(async () => {
  harness = await startHarness();
  data = await modules();
  stream = await startTableStream({
    endpoint: process.env.AWS_ENDPOINT_URL_DYNAMODB!,
    tableName: TABLE,
    sortKeys: rankingsStream.sortKeys,
    batchSize: rankingsStream.batchSize,
    consume: (records) => data.boardStream.handler({ Records: records }), // Printed only if a test fails (vitest.config.ts: silent passed-only): why the board missed a record.
    log: (line) => console.warn(line),
    pollMs: 50,
  });
}, 15_000);

afterAll(async () => {
  await stream?.stop();
  await harness?.stop();
});

const pakistan = { name: 'Pakistan', code: 'PK' };

async function student(userId: string, name: string) {
  await data.profiles.createProfileIfAbsent({ userId, email: `${userId}@example.com`, name, role: 'student', createdAt: '2026-01-02T03:04:05.000Z' });
  await data.profileUpdates.updateProfile(userId, { country: pakistan });
}

/** A first accepted solve, recorded as the judge records it. */
async function solve(userId: string, problemId: string, difficulty: 'Easy' | 'Medium' | 'Hard', xp: number, elapsedSeconds?: number) {
  const submissionId = `${userId}-${problemId}`;
  const at = new Date();
  await data.submissions.createSubmission({ submissionId, userId, problemId, language: 'python', source: 'x', sourceBytes: 1, createdAt: at.toISOString() });
  await data.submissions.recordSubmissionResult(
    { submissionId, userId, problemId, language: 'python', difficulty, ...(elapsedSeconds !== undefined && { elapsedSeconds }) },
    { verdict: 'AC', tests: [], passedTests: 1, totalTests: 1 },
    xp,
    at,
  );
}

async function settled(check: () => Promise<boolean>) {
  for (const until = Date.now() + 20_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) if (await check()) return;
  throw new Error('the stream did not settle');
}

const card = (userId: string, caller = 'card-viewer') => call(data.route.handler as never, caller, { pathParameters: { userId } });

describe('the profile card on DynamoDB Local', () => {
  it('reads back solves by difficulty, XP, level, badges and the six rankings, without the e-mail', async () => {
    await student('card-ada', 'Ada Lovelace');
    await student('card-bob', 'Bob Top');
    await student('card-viewer', 'Viewer');
    await solve('card-ada', 'p-easy', 'Easy', 1000, 120);
    await solve('card-ada', 'p-medium', 'Medium', 500, 200);
    await solve('card-ada', 'p-hard', 'Hard', 100);
    await solve('card-bob', 'p-easy', 'Easy', 2000);
    const month = data.boardPeriods.boardName('XP', 'M', data.boardPeriods.utcMonth(new Date()));
    await settled(
      async () => (await data.standings.listTopStandings(month, 10)).length === 2 && (await data.standings.getStanding(month, 'card-ada'))?.score === 1600,
    );
    await data.snapshot.handler();

    const { status, body } = await card('card-ada');
    expect(status).toBe(200);
    expect(userCardSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      userId: 'card-ada',
      name: 'Ada Lovelace',
      country: pakistan,
      crew: null,
      status: 'offline',
      xp: 1600,
      level: 1,
      longestStreak: 1,
      memberSince: '2026-01-02T03:04:05.000Z',
      solved: { easy: 1, medium: 1, hard: 1 },
      rating: null,
    });
    // Two timed solves averaging 160 s prove one under 5 minutes.
    expect((body.achievements as { title: string }[]).map((a) => a.title)).toEqual(['First Blood', 'Speed Demon']);
    // Bob (2000 XP) is ahead of Ada (1600) on every XP board; neither has challenge points.
    expect((body.rankings as { key: string; rank: number | null }[]).map((r) => [r.key, r.rank])).toEqual([
      ['world-xp', 2],
      ['country-xp', 2],
      ['world-month-xp', 2],
      ['country-month-xp', 2],
      ['world-month-challenges', null],
      ['country-month-challenges', null],
    ]);
    expect(JSON.stringify(body)).not.toContain('@example.com');
    expect((await card('card-bob')).body).toMatchObject({
      xp: 2000,
      rankings: [{ rank: 1 }, { rank: 1 }, { rank: 1 }, { rank: 1 }, { rank: null }, { rank: null }],
    });
  }, 15_000);

  it('shows no badges and no presence to others when the user hides them', async () => {
    await data.profileUpdates.updateProfile('card-ada', { showBadges: false, showStatus: false });
    const { body } = await card('card-ada');
    expect(body).toMatchObject({ status: 'hidden', achievements: [] });
    expect(body).not.toHaveProperty('lastSeen');
  });

  it("answers 404 'User not found' for an unknown user and a deleted one", async () => {
    expect(await card('card-nobody')).toEqual({ status: 404, body: expect.objectContaining({ message: 'User not found' }) });
    expect(await data.guard.markAccountDeleting('card-bob')).toBe(true);
    expect(await card('card-bob')).toEqual({ status: 404, body: expect.objectContaining({ message: 'User not found' }) });
  });
});
