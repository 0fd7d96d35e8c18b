/**
 * Weekly challenges' items against the real DynamoDB Local (issue 9 §1, §2): the scheduler's sparse
 * index moves each challenge once even when two runs race; joins are counted in the write that
 * checks the plan's weekly limit (two racing joins at the limit: exactly one passes), once per
 * challenge, only while it is active and only for a live account; the challenge's problem stays out
 * of the catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTableHarness, type TableHarness } from '../support/table-harness';

const TABLE = 'codearena-challenges-test';
let dynamo: TableHarness;

const modules = async () => ({
  challenges: await import('../../../lambdas/data/challenges'),
  problems: await import('../../../lambdas/data/problems'),
  profiles: await import('../../../lambdas/data/user-profiles'),
  guard: await import('../../../lambdas/data/account-guard'),
  scheduler: await import('../../../lambdas/challenges/advance-statuses'),
});
let data: Awaited<ReturnType<typeof modules>>;

beforeAll(async () => {
  dynamo = await startTableHarness(TABLE);
  data = await modules();
});

afterAll(async () => {
  await dynamo?.stop();
});

async function schedule(challengeId: string, startsAt: string, endsAt: string, status: 'upcoming' | 'active' | 'completed' = 'upcoming') {
  await data.challenges.saveNewChallenge(
    { challengeId, title: challengeId, description: 'Add.', tags: [], difficulty: 'Easy', status, startsAt, endsAt, testCount: 1, languageMetrics: {}, createdBy: 'mentor', createdAt: startsAt },
    { problemId: challengeId, challengeId, title: challengeId, difficulty: 'Easy', statement: 'Add.', timeMs: 1000, memoryMb: 64, sampleCount: 1, testCount: 1, createdAt: startsAt },
  );
}

async function createUser(userId: string) {
  expect(await data.profiles.createProfileIfAbsent({ userId, email: `${userId}@example.com`, name: userId, role: 'student', createdAt: '2026-11-01T10:00:00.000Z' })).toBe(true);
}

const scheduler = () => ({ listChallengesDue: data.challenges.listChallengesDue, moveChallengeStatus: data.challenges.moveChallengeStatus });

describe('scheduling', () => {
  it('lists challenges newest start first; moves each due one once, even when two runs race; a completed one leaves the queue', async () => {
    await schedule('wc-a', '2026-11-02T00:00:00.000Z', '2026-11-09T00:00:00.000Z');
    await schedule('wc-b', '2026-11-09T00:00:00.000Z', '2026-11-16T00:00:00.000Z');
    await schedule('wc-c', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z');
    expect((await data.challenges.listChallenges(2)).map((c) => c.challengeId)).toEqual(['wc-c', 'wc-b']);

    const at = new Date('2026-11-10T00:00:00.000Z');
    const [first, second] = await Promise.all([data.scheduler.advanceStatuses(scheduler(), at), data.scheduler.advanceStatuses(scheduler(), at)]);
    const moves = [...first, ...second];
    expect(moves.sort((x, y) => x.challengeId.localeCompare(y.challengeId))).toEqual([
      { challengeId: 'wc-a', from: 'upcoming', to: 'completed' },
      { challengeId: 'wc-b', from: 'upcoming', to: 'active' },
    ]);
    expect((await data.challenges.getChallenge('wc-b'))).toMatchObject({ status: 'active', gsi2sk: '2026-11-16T00:00:00.000Z#wc-b', statusChangedAt: at.toISOString() });
    const completed = await data.challenges.getChallenge('wc-a');
    expect(completed?.status).toBe('completed');
    expect(completed?.gsi2pk).toBeUndefined();
    // Nothing else is due until wc-b's end and wc-c's start.
    expect(await data.scheduler.advanceStatuses(scheduler(), at)).toEqual([]);
    expect((await data.challenges.listChallengesDue(new Date('2026-11-16T00:00:00.000Z'))).map((c) => c.challengeId).sort()).toEqual(['wc-b', 'wc-c']);
  });

  it("keeps the challenge's problem out of the catalogue: the judge reads it, no catalogue route does", async () => {
    expect((await data.problems.getProblem('wc-a'))?.challengeId).toBe('wc-a');
    expect(await data.problems.getCatalogueProblem('wc-a')).toBeUndefined();
  });

  it('refuses a second challenge with a taken id, writing nothing', async () => {
    await expect(schedule('wc-a', '2026-12-01T00:00:00.000Z', '2026-12-08T00:00:00.000Z')).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect((await data.challenges.getChallenge('wc-a'))?.startsAt).toBe('2026-11-02T00:00:00.000Z');
  });
});

describe('joining', () => {
  const week = '2026-W48';
  const now = new Date('2026-11-26T00:00:00.000Z');

  it('at the limit, two racing joins of different challenges: exactly one passes; the count stays at the limit', async () => {
    await createUser('j-1');
    await schedule('wc-j1', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 'active');
    await schedule('wc-j2', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 'active');
    const outcomes = await Promise.all(['wc-j1', 'wc-j2'].map((id) => data.challenges.joinChallenge('j-1', id, week, 1, now)));
    expect(outcomes.sort()).toEqual(['joined', 'limitReached']);
    expect(await data.challenges.getWeeklyChallengeJoins('j-1', week)).toBe(1);
    expect(await data.challenges.listChallengeJoins('j-1')).toHaveLength(1);
  });

  it('counts a challenge once however often it is joined, even at once from two tabs', async () => {
    await createUser('j-2');
    const outcomes = await Promise.all([1, 2, 3].map(() => data.challenges.joinChallenge('j-2', 'wc-j1', week, 2, now)));
    expect(outcomes.filter((o) => o === 'joined')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'alreadyJoined')).toHaveLength(2);
    expect(await data.challenges.getWeeklyChallengeJoins('j-2', week)).toBe(1);
    expect(await data.challenges.getChallengeJoin('j-2', 'wc-j1')).toMatchObject({ week });
  });

  it('joins without a count when the plan is unlimited; refuses at a limit of 0', async () => {
    await createUser('j-3');
    expect(await data.challenges.joinChallenge('j-3', 'wc-j1', week, -1, now)).toBe('joined');
    expect(await data.challenges.joinChallenge('j-3', 'wc-j2', week, 0, now)).toBe('limitReached');
    expect(await data.challenges.getWeeklyChallengeJoins('j-3', week)).toBe(1);
  });

  it('refuses a challenge that is not active, and a deleted account, writing nothing', async () => {
    await createUser('j-4');
    expect(await data.challenges.joinChallenge('j-4', 'wc-c', week, 5, now)).toBe('notActive');
    expect(await data.challenges.joinChallenge('j-4', 'wc-missing', week, 5, now)).toBe('notActive');
    expect(await data.guard.markAccountDeleting('j-4')).toBe(true);
    expect(await data.challenges.joinChallenge('j-4', 'wc-j1', week, 5, now)).toBe('accountGone');
    expect(await data.challenges.listChallengeJoins('j-4')).toEqual([]);
    expect(await data.challenges.getWeeklyChallengeJoins('j-4', week)).toBe(0);
  });
});
