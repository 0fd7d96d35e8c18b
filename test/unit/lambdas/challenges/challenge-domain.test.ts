/**
 * Scheduling, listing, showing and joining weekly challenges (lambdas/challenges), over an
 * in-memory repository: the rules, not the storage (test/integration/challenges has the table).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeMessages, type ChallengeStatus, type NewChallenge } from '@contract/challenges';
import type { StoredChallengeEntry } from '../../../../lambdas/data/challenge-entries';
import type { ChallengeJoin, JoinOutcome, StoredChallenge } from '../../../../lambdas/data/challenges';
import type { StoredProblem } from '../../../../lambdas/data/problems';
import { setLambdaEnv } from '../env';

beforeAll(setLambdaEnv);
const domain = async () => ({
  access: await import('../../../../lambdas/challenges/challenge-access'),
  create: await import('../../../../lambdas/challenges/create-challenge'),
  scheduler: await import('../../../../lambdas/challenges/advance-statuses'),
  view: await import('../../../../lambdas/challenges/challenge-view'),
});

const now = new Date('2026-11-26T12:00:00.000Z');

function challenge(challengeId: string, status: ChallengeStatus, startsAt: string, endsAt: string): StoredChallenge {
  return {
    challengeId,
    title: `Challenge ${challengeId}`,
    description: '## Sum *them*\nAdd the numbers.',
    tags: ['math'],
    difficulty: 'Easy',
    status,
    startsAt,
    endsAt,
    testCount: 3,
    languageMetrics: {},
    createdBy: 'mentor-1',
    createdAt: '2026-11-01T00:00:00.000Z',
    gsi1pk: 'CHALLENGES',
    gsi1sk: `${startsAt}#${challengeId}`,
  };
}

function memoryRepository(
  challenges: StoredChallenge[],
  options: { plan?: string; createdAt?: string; joins?: ChallengeJoin[]; entries?: StoredChallengeEntry[]; weekJoins?: number; joinOutcome?: JoinOutcome } = {},
) {
  const calls: { join: unknown[][]; move: unknown[][]; rate: unknown[][]; marked: unknown[][] } = { join: [], move: [], rate: [], marked: [] };
  let weekJoins = options.weekJoins ?? 0;
  const repository = {
    listChallenges: async (limit: number) => challenges.slice(0, limit),
    getChallenge: async (id: string) => challenges.find((c) => c.challengeId === id),
    getChallengeProblem: async (id: string) =>
      ({
        problemId: id,
        challengeId: id,
        timeMs: 1500,
        memoryMb: 128,
        starterCode: { python: { file: 'main.py', code: 'print()' } },
      }) as unknown as StoredProblem,
    loadFirstTest: async () => ({ input: '1 2\n', expected: '3\n' }),
    getMember: async () => ({ plan: options.plan ?? 'free', createdAt: options.createdAt ?? '2026-01-01T00:00:00.000Z' }),
    getStoredPlanLimits: async () => undefined,
    listChallengeJoins: async () => options.joins ?? [],
    getChallengeJoin: async (_u: string, id: string) => options.joins?.find((j) => j.challengeId === id),
    getWeeklyChallengeJoins: async () => weekJoins,
    getWeeklyChallengeSummary: async () => ({ joined: weekJoins, entered: 1, xp: 30, points: 845 }),
    listChallengeEntries: async () => options.entries ?? [],
    getChallengeEntry: async (_u: string, id: string) => options.entries?.find((e) => e.challengeId === id),
    getChallengeDraft: async () => undefined,
    getSubmission: async () => undefined,
    listTopEntries: async () => options.entries ?? [],
    joinChallenge: async (...args: unknown[]) => {
      calls.join.push(args);
      const outcome = options.joinOutcome ?? 'joined';
      if (outcome === 'joined') weekJoins += 1;
      return outcome;
    },
    listChallengesDue: async (at: Date) => challenges.filter((c) => (c.status === 'upcoming' ? c.startsAt : c.ratedAt ? '~' : c.endsAt) <= at.toISOString()),
    moveChallengeStatus: async (c: StoredChallenge, to: ChallengeStatus) => {
      calls.move.push([c.challengeId, to]);
      return c.challengeId !== 'wc-raced';
    },
    rateChallenge: async (id: string) => {
      calls.rate.push([id]);
      if (id === 'wc-unrateable') throw new Error('table busy');
    },
    markChallengeRated: async (id: string) => void calls.marked.push([id]),
  };
  return { repository, calls };
}

describe('scheduling a challenge (staff)', () => {
  const input: NewChallenge = {
    title: 'Sum',
    description: 'Add.',
    tags: ['math'],
    difficulty: 'Medium',
    startsAt: '2026-11-30T00:00:00.000Z',
    endsAt: '2026-12-07T00:00:00.000Z',
    starterCode: { cpp: '#include <iostream>', python: '   ' },
    tests: [
      { input: '1 2', expected: '3' },
      { input: '2 2', expected: '4' },
    ],
    timeMs: 1000,
    memoryMb: 128,
    languageMetrics: { cpp: { avgTimeMs: 20, avgChars: 300 } },
  };

  it('stores the challenge with the status its dates give now, and a problem the judge can run: test 1 the sample, starter code as files', async () => {
    const { create } = await domain();
    const saved: unknown[][] = [];
    const result = await create.createChallenge(
      { createChallenge: async (...args) => void saved.push(args) },
      input,
      'mentor-1',
      now,
      () => 'wc-2026-w49-abc123',
    );
    expect(result).toEqual({ challengeId: 'wc-2026-w49-abc123', status: 'upcoming' });
    const [item, problem, tests] = saved[0]!;
    expect(item).toMatchObject({
      challengeId: 'wc-2026-w49-abc123',
      status: 'upcoming',
      testCount: 2,
      createdBy: 'mentor-1',
      languageMetrics: { cpp: { avgTimeMs: 20, avgChars: 300 } },
    });
    expect(problem).toMatchObject({
      problemId: 'wc-2026-w49-abc123',
      challengeId: 'wc-2026-w49-abc123',
      sampleCount: 1,
      testCount: 2,
      timeMs: 1000,
      memoryMb: 128,
      starterCode: { cpp: { file: 'main.cpp', code: '#include <iostream>' } },
    });
    // A blank starter is no starter: the page shows the spec's placeholder instead.
    expect((problem as StoredProblem).starterCode?.python).toBeUndefined();
    expect(tests).toEqual(input.tests);
  });

  it('is active at once when its start has passed, and refused when its end has', async () => {
    const { create } = await domain();
    const repo = { createChallenge: async () => undefined };
    expect((await create.createChallenge(repo, { ...input, startsAt: '2026-11-26T00:00:00.000Z' }, 'm', now)).status).toBe('active');
    await expect(
      create.createChallenge(repo, { ...input, startsAt: '2026-11-01T00:00:00.000Z', endsAt: '2026-11-26T11:59:59.000Z' }, 'm', now),
    ).rejects.toMatchObject({ statusCode: 400, message: challengeMessages.endsInPast });
  });

  it('names it after the week it starts in', async () => {
    const { create } = await domain();
    expect(create.newChallengeId('2026-11-30T00:00:00.000Z', () => 'f00d42')).toBe('wc-2026-w49-f00d42');
  });
});

describe('the scheduler', () => {
  it('moves what is due to the status its dates give, skipping one another run moved first; rates what completed, retrying a failed rating later', async () => {
    const { scheduler } = await domain();
    const { repository, calls } = memoryRepository([
      challenge('wc-starts', 'upcoming', '2026-11-26T11:59:00.000Z', '2026-12-03T00:00:00.000Z'),
      challenge('wc-ends', 'active', '2026-11-19T00:00:00.000Z', '2026-11-26T12:00:00.000Z'),
      // Missed its whole week while the scheduler was down: straight to completed.
      challenge('wc-missed', 'upcoming', '2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z'),
      challenge('wc-raced', 'upcoming', '2026-11-26T11:00:00.000Z', '2026-12-03T00:00:00.000Z'),
      challenge('wc-later', 'upcoming', '2026-11-27T00:00:00.000Z', '2026-12-04T00:00:00.000Z'),
      // Completed in an earlier run whose rating failed: rated now, and again next time until it works.
      challenge('wc-unrateable', 'completed', '2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z'),
    ]);
    const { moved, rated } = await scheduler.advanceStatuses(repository, now);
    expect(rated).toEqual(['wc-ends', 'wc-missed']);
    expect(calls.rate.map(([id]) => id)).toEqual(['wc-ends', 'wc-missed', 'wc-unrateable']);
    expect(calls.marked.map(([id]) => id)).toEqual(['wc-ends', 'wc-missed']);
    expect(moved).toEqual([
      { challengeId: 'wc-starts', from: 'upcoming', to: 'active' },
      { challengeId: 'wc-ends', from: 'active', to: 'completed' },
      { challengeId: 'wc-missed', from: 'upcoming', to: 'completed' },
    ]);
    expect(calls.move.map(([id]) => id)).not.toContain('wc-later');
  });
});

describe('the list, the page and Join Now', () => {
  const active = challenge('wc-active', 'active', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z');
  const upcoming = challenge('wc-next', 'upcoming', '2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z');
  const old = challenge('wc-old', 'completed', '2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z');
  const joined = (challengeId: string): ChallengeJoin => ({ userId: 'u', challengeId, week: '2026-W48', joinedAt: '2026-11-24T00:00:00.000Z' });
  const entry = (challengeId: string, submissions: number, bestPoints?: number): StoredChallengeEntry => ({
    userId: 'u',
    challengeId,
    name: '  ',
    submissions,
    ...(bestPoints !== undefined && { bestPoints, bestAverageTimeMs: 12.5, bestChars: 140 }),
  });

  it("lists newest first with the caller's joins, participation over the challenges held while they were a member, and the week's joins against the plan", async () => {
    const { access } = await domain();
    const entries = [entry('wc-active', 1, 845), { ...entry('wc-old', 1, 300), finalRank: 4 }, { ...entry('wc-older', 1, 500), finalRank: 1 }];
    const { repository } = memoryRepository([upcoming, active, old], { joins: [joined('wc-active'), joined('wc-old')], entries, weekJoins: 1 });
    const list = await access.listChallengesFor(repository, 'u', now);
    expect(list.challenges.map((c) => [c.challengeId, c.joined, c.submitted])).toEqual([
      ['wc-next', false, false],
      ['wc-active', true, true],
      ['wc-old', true, true],
    ]);
    expect(list.challenges[1]).toMatchObject({ summary: 'Sum them', status: 'active', testCount: 3 });
    // Participated: submitted to (joining alone is not taking part); the points are the best of each.
    // Best and average final place over the rated ones (wc-older is past the list's 100, still counted).
    expect(list.stats).toEqual({ participated: 3, participationPercent: 100, points: 1645, bestRank: 1, averageRank: 2.5 });
    expect(list.joins).toEqual({ used: 1, limit: 2 });
    expect(list.thisWeek).toEqual({ joined: 1, entered: 1, xp: 30, points: 845 });
    expect(list.active).toMatchObject({ challengeId: 'wc-active', mine: null });
    expect((await access.listChallengesFor(memoryRepository([upcoming, old]).repository, 'u', now)).active).toBeNull();
    // A member since after the old one ended: only the active one was held for them.
    const newcomer = memoryRepository([upcoming, active, old], { entries, createdAt: '2026-11-20T00:00:00.000Z' });
    expect((await access.listChallengesFor(newcomer.repository, 'u', now)).stats.participationPercent).toBe(100);
  });

  it('shows the statement, test 1 and starter code (placeholders where none) once started; before that, only to staff', async () => {
    const { access } = await domain();
    const { repository } = memoryRepository([upcoming, active], { plan: 'pro' });
    const page = await access.getChallengeFor(repository, { userId: 'u', role: 'student' }, 'wc-active', now);
    expect(page.content).toMatchObject({ firstTest: { input: '1 2\n', expected: '3\n' }, timeMs: 1500, memoryMb: 128 });
    expect(page.content!.starterCode).toMatchObject({ cpp: '// Starter code not provided', python: 'print()' });
    expect(page.submissions).toEqual({ used: 0, limit: 2 });
    expect(page.entry).toEqual({ draft: null, latest: null, bestPoints: null });
    const withEntry = memoryRepository([active], { entries: [entry('wc-active', 1, 700)] });
    const entered = await access.getChallengeFor(withEntry.repository, { userId: 'u', role: 'student' }, 'wc-active', now);
    // A blank name shows as Anonymous (docs/requirements/challenges.md §2).
    expect(entered.topPerformers).toEqual([{ userId: 'u', name: 'Anonymous', points: 700, averageTimeMs: 12.5, chars: 140 }]);
    expect(entered).toMatchObject({ submitted: true, submissions: { used: 1, limit: 1 }, entry: { bestPoints: 700 } });
    expect((await access.getChallengeFor(repository, { userId: 'u', role: 'student' }, 'wc-next', now)).content).toBeNull();
    expect((await access.getChallengeFor(repository, { userId: 'm', role: 'mentor' }, 'wc-next', now)).content).not.toBeNull();
    await expect(access.getChallengeFor(repository, { userId: 'u', role: 'student' }, 'wc-nope', now)).rejects.toMatchObject({
      statusCode: 404,
      message: challengeMessages.notFound,
    });
  });

  it("joins within the plan's weekly limit, in the week's UTC key; answers the spec's messages otherwise", async () => {
    const { access } = await domain();
    const ok = memoryRepository([active]);
    expect(await access.joinChallengeFor(ok.repository, 'u', 'wc-active', now)).toEqual({ joins: { used: 1, limit: 2 } });
    expect(ok.calls.join[0]).toEqual(['u', 'wc-active', '2026-W48', 2, now]);
    const full = memoryRepository([active], { joinOutcome: 'limitReached' });
    await expect(access.joinChallengeFor(full.repository, 'u', 'wc-active', now)).rejects.toMatchObject({
      statusCode: 403,
      message: challengeMessages.joinLimitReached,
    });
    const closed = memoryRepository([active], { joinOutcome: 'notActive' });
    await expect(access.joinChallengeFor(closed.repository, 'u', 'wc-active', now)).rejects.toMatchObject({ statusCode: 409 });
    const gone = memoryRepository([active], { joinOutcome: 'accountGone' });
    await expect(access.joinChallengeFor(gone.repository, 'u', 'wc-active', now)).rejects.toMatchObject({ statusCode: 404 });
    const again = memoryRepository([active], { joinOutcome: 'alreadyJoined', weekJoins: 1 });
    expect(await access.joinChallengeFor(again.repository, 'u', 'wc-active', now)).toEqual({ joins: { used: 1, limit: 2 } });
    const premium = memoryRepository([active], { plan: 'premium' });
    await access.joinChallengeFor(premium.repository, 'u', 'wc-active', now);
    expect(premium.calls.join[0]![3]).toBe(-1);
  });

  it('summarises a description by its first line, without Markdown marks', async () => {
    const { view } = await domain();
    expect(view.firstLineOf('\n\n# Heading with [a link](http://x) and `code`\nmore')).toBe('Heading with a link and code');
    expect(view.firstLineOf('x'.repeat(300))).toHaveLength(200);
  });
});
