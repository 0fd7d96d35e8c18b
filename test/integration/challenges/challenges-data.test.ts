/**
 * Weekly challenges' items against the real DynamoDB Local (docs/requirements/challenges.md §4, §5): the scheduler's sparse
 * index moves each challenge once even when two runs race; joins are counted in the write that
 * checks the plan's weekly limit (two racing joins at the limit: exactly one passes), once per
 * challenge, only while it is active and only for a live account; the challenge's problem stays out
 * of the catalogue. Submissions: counted against the plan's per-challenge limit in the write that
 * stores them (two racing at the limit: one passes); a result recorded once however often it is
 * delivered; XP and points only for what a submission adds to the entry's best.
 */
import { describe, expect, it } from 'vitest';
import { loadDataModules } from '../support/data-modules';

const TABLE = 'codearena-challenges-test';
const { data } = loadDataModules(TABLE, async () => ({
  challenges: await import('../../../lambdas/data/challenges'),
  problems: await import('../../../lambdas/data/problems'),
  profiles: await import('../../../lambdas/data/user-profiles'),
  guard: await import('../../../lambdas/data/account-guard'),
  scheduler: await import('../../../lambdas/challenges/advance-statuses'),
  rating: await import('../../../lambdas/challenges/rate-challenge'),
  ratings: await import('../../../lambdas/data/contest-ratings'),
  entries: await import('../../../lambdas/data/challenge-entries'),
  submissions: await import('../../../lambdas/data/submissions'),
  progress: await import('../../../lambdas/data/user-profiles'),
  xp: await import('../../../lambdas/data/xp-awards'),
}));

async function schedule(challengeId: string, startsAt: string, endsAt: string, status: 'upcoming' | 'active' | 'completed' = 'upcoming') {
  await data.challenges.saveNewChallenge(
    {
      challengeId,
      title: challengeId,
      description: 'Add.',
      tags: [],
      difficulty: 'Easy',
      status,
      startsAt,
      endsAt,
      testCount: 1,
      languageMetrics: {},
      createdBy: 'mentor',
      createdAt: startsAt,
    },
    {
      problemId: challengeId,
      challengeId,
      title: challengeId,
      difficulty: 'Easy',
      statement: 'Add.',
      timeMs: 1000,
      memoryMb: 64,
      sampleCount: 1,
      testCount: 1,
      createdAt: startsAt,
    },
  );
}

async function createUser(userId: string) {
  expect(
    await data.profiles.createProfileIfAbsent({ userId, email: `${userId}@example.com`, name: userId, role: 'student', createdAt: '2026-11-01T10:00:00.000Z' }),
  ).toBe(true);
}

const ratingRepository = () => ({
  listChallengeStandings: data.ratings.listChallengeStandings,
  getContestRatings: data.ratings.getContestRatings,
  saveContestResult: data.ratings.saveContestResult,
});
const scheduler = () => ({
  listChallengesDue: data.challenges.listChallengesDue,
  moveChallengeStatus: data.challenges.moveChallengeStatus,
  rateChallenge: (challengeId: string, now: Date) => data.rating.rateChallenge(ratingRepository(), challengeId, now),
  markChallengeRated: data.challenges.markChallengeRated,
});

describe('scheduling', () => {
  it('lists challenges newest start first; moves each due one once, even when two runs race; a completed one leaves the queue', async () => {
    await schedule('wc-a', '2026-11-02T00:00:00.000Z', '2026-11-09T00:00:00.000Z');
    await schedule('wc-b', '2026-11-09T00:00:00.000Z', '2026-11-16T00:00:00.000Z');
    await schedule('wc-c', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z');
    expect((await data.challenges.listChallenges(2)).map((c) => c.challengeId)).toEqual(['wc-c', 'wc-b']);

    const at = new Date('2026-11-10T00:00:00.000Z');
    const [first, second] = await Promise.all([data.scheduler.advanceStatuses(scheduler(), at), data.scheduler.advanceStatuses(scheduler(), at)]);
    const moves = [...first.moved, ...second.moved];
    expect(moves.sort((x, y) => x.challengeId.localeCompare(y.challengeId))).toEqual([
      { challengeId: 'wc-a', from: 'upcoming', to: 'completed' },
      { challengeId: 'wc-b', from: 'upcoming', to: 'active' },
    ]);
    expect(await data.challenges.getChallenge('wc-b')).toMatchObject({
      status: 'active',
      gsi2sk: '2026-11-16T00:00:00.000Z#wc-b',
      statusChangedAt: at.toISOString(),
    });
    const completed = await data.challenges.getChallenge('wc-a');
    expect(completed?.status).toBe('completed');
    expect(completed?.gsi2pk).toBeUndefined();
    // Nothing else is due until wc-b's end and wc-c's start.
    expect(await data.scheduler.advanceStatuses(scheduler(), at)).toEqual({ moved: [], rated: [] });
    expect((await data.challenges.listChallengesDue(new Date('2026-11-16T00:00:00.000Z'))).map((c) => c.challengeId).sort()).toEqual(['wc-b', 'wc-c']);
  });

  it('finds the active challenge however many are scheduled after it or finished before it', async () => {
    const day = (n: number) => new Date(Date.UTC(2027, 0, n)).toISOString();
    // 12 finished, then the active one (ends day 40), then 12 scheduled after it: 25 in all.
    for (let i = 0; i < 12; i++) await schedule(`wc-past-${String(i).padStart(2, '0')}`, day(1 + i), day(2 + i), 'completed');
    await schedule('wc-now', day(20), day(40), 'active');
    for (let i = 0; i < 12; i++) await schedule(`wc-next-${String(i).padStart(2, '0')}`, day(41 + i * 7), day(48 + i * 7));
    const now = new Date(day(25));
    expect((await data.challenges.listChallenges(10)).some((c) => c.challengeId === 'wc-now')).toBe(false);
    expect((await data.challenges.listActiveChallenges(now)).map((c) => c.challengeId)).toEqual(['wc-now']);
    // Past its end it is no longer active, even before the scheduler has moved its status.
    expect(await data.challenges.listActiveChallenges(new Date(day(40)))).toEqual([]);
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

describe('submitting and recording', () => {
  const now = new Date('2026-11-26T00:00:00.000Z');
  const submission = (userId: string, submissionId: string, challengeId = 'wc-s') => ({
    submissionId,
    userId,
    problemId: challengeId,
    language: 'python' as const,
    source: 'print(3)',
    sourceBytes: 8,
    elapsedSeconds: 30,
    createdAt: new Date().toISOString(),
  });
  const result = (passedTests: number) => ({
    verdict: passedTests === 10 ? ('AC' as const) : ('WA' as const),
    passedTests,
    totalTests: 10,
    tests: Array.from({ length: 10 }, (_, index) => ({ index, verdict: index < passedTests ? ('AC' as const) : ('WA' as const), timeMs: 5, memoryKb: 900 })),
  });
  const score = (xp: number, points: number, averageTimeMs = 5, chars = 8) => ({ xp, points, optimality: points - 600 * (xp / 100), averageTimeMs, chars });
  const record = async (userId: string, submissionId: string, passed: number, points: number) => {
    await data.submissions.markSubmissionRunning(submissionId);
    return data.entries.recordChallengeResult({ submissionId, userId, challengeId: 'wc-s' }, result(passed), score(passed * 10, points), now);
  };

  it('at the limit of one, two racing submissions: exactly one is stored; refused unjoined and after the end', async () => {
    await createUser('s-1');
    await schedule('wc-s', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 'active');
    expect(await data.challenges.joinChallenge('s-1', 'wc-s', '2026-W48', 5, now)).toBe('joined');
    const outcomes = await Promise.all(
      ['a', 'b'].map((id) => data.entries.createChallengeSubmission(submission('s-1', `s-1-${id}`), { limit: 1, name: 'Ada', now })),
    );
    expect(outcomes.sort()).toEqual(['created', 'limitReached']);
    expect(await data.entries.getChallengeEntry('s-1', 'wc-s')).toMatchObject({ submissions: 1, name: 'Ada' });
    const stored = await Promise.all(['a', 'b'].map((id) => data.submissions.getSubmission(`s-1-${id}`)));
    expect(stored.filter(Boolean)).toHaveLength(1);

    await createUser('s-2');
    expect(await data.entries.createChallengeSubmission(submission('s-2', 's-2-a'), { limit: 1, name: 'B', now })).toBe('notJoined');
    expect(await data.challenges.joinChallenge('s-2', 'wc-s', '2026-W48', 5, now)).toBe('joined');
    expect(await data.entries.createChallengeSubmission(submission('s-2', 's-2-b'), { limit: 1, name: 'B', now: new Date('2026-11-30T00:00:00.000Z') })).toBe(
      'notOpen',
    );
    expect(await data.entries.getChallengeEntry('s-2', 'wc-s')).toBeUndefined();
  });

  it('records a result once however often it is delivered; a better one adds only what it adds; a worse one nothing', async () => {
    await createUser('r-1');
    expect(await data.challenges.joinChallenge('r-1', 'wc-s', '2026-W48', 5, now)).toBe('joined');
    for (const id of ['r-1-a', 'r-1-b', 'r-1-c'])
      expect(await data.entries.createChallengeSubmission(submission('r-1', id), { limit: 3, name: 'R', now })).toBe('created');

    expect(await record('r-1', 'r-1-a', 8, 700)).toEqual({ recorded: true, xpAwarded: 80 });
    // Redelivered (a retried state): nothing changes.
    expect(
      (await data.entries.recordChallengeResult({ submissionId: 'r-1-a', userId: 'r-1', challengeId: 'wc-s' }, result(8), score(80, 700), now)).recorded,
    ).toBe(false);
    expect(await record('r-1', 'r-1-b', 10, 900)).toEqual({ recorded: true, xpAwarded: 20 });
    expect(await record('r-1', 'r-1-c', 5, 400)).toEqual({ recorded: true, xpAwarded: 0 });

    const stats = (await data.progress.getUserStats('r-1'))!;
    expect(stats).toMatchObject({ xp: 100, challengeXp: 100, challengePoints: 900, challengesEntered: 1 });
    expect(await data.entries.getChallengeEntry('r-1', 'wc-s')).toMatchObject({ judged: 3, xpAwarded: 100, bestPoints: 900, bestSubmissionId: 'r-1-b' });
    expect(await data.submissions.getSubmission('r-1-c')).toMatchObject({ status: 'done', xpAwarded: 0, challengeScore: { points: 400, xp: 50 } });
    // XP into every period counter (UTC: no timezone set), as a practice award does.
    expect(await data.xp.getXpHistory('r-1', 'W', '2026-W48', '2026-W48')).toEqual([{ period: '2026-W48', xp: 100 }]);
    // The weekly challenge summary: one join, one challenge entered, the XP and points added, each once.
    expect(await data.challenges.getWeeklyChallengeSummary('r-1', '2026-W48')).toEqual({ joined: 1, entered: 1, xp: 100, points: 900 });
    expect(await data.xp.getXpHistory('r-1', 'Y', '2026', '2026')).toEqual([{ period: '2026', xp: 100 }]);
  });

  it('ranks entries by points, then time, then length, for Top Performers', async () => {
    await createUser('t-1');
    expect(await data.challenges.joinChallenge('t-1', 'wc-s', '2026-W48', 5, now)).toBe('joined');
    expect(await data.entries.createChallengeSubmission(submission('t-1', 't-1-a'), { limit: 1, name: 'T', now })).toBe('created');
    await data.submissions.markSubmissionRunning('t-1-a');
    // The same 900 points as r-1, faster: ranked above.
    await data.entries.recordChallengeResult({ submissionId: 't-1-a', userId: 't-1', challengeId: 'wc-s' }, result(10), score(100, 900, 2), now);
    expect((await data.entries.listTopEntries('wc-s', 3)).map((e) => [e.userId, e.bestPoints])).toEqual([
      ['t-1', 900],
      ['r-1', 900],
    ]);
  });

  it('saves a draft while submissions are left; refuses once none is', async () => {
    const draft = (userId: string) => ({
      userId,
      challengeId: 'wc-s',
      language: 'cpp' as const,
      source: 'int main(){}',
      elapsedSeconds: 61,
      savedAt: now.toISOString(),
    });
    await createUser('d-1');
    expect(await data.entries.saveChallengeDraft(draft('d-1'), 1)).toBe('saved');
    expect(await data.entries.saveChallengeDraft(draft('s-1'), 1)).toBe('submittedOut');
    expect(await data.entries.saveChallengeDraft(draft('s-1'), -1)).toBe('saved');
  });
});

describe('rating a completed challenge', () => {
  it('rates every contestant by their best points once, with their final place; a second run changes nothing', async () => {
    // wc-s (from above) has judged entries: t-1 900 (faster), r-1 900, s-1 none judged.
    const before = await data.ratings.getContestRatings(['t-1', 'r-1']);
    expect(before.size).toBe(0);
    const outcome = await data.rating.rateChallenge(ratingRepository(), 'wc-s', new Date('2026-12-01T00:00:00.000Z'));
    expect(outcome).toEqual({ contestants: 2, rated: 2 });
    const after = await data.ratings.getContestRatings(['t-1', 'r-1']);
    // Equal points share the place (AtCoder ranks ties by their average place): both 1.5, kept as 1.
    expect(after.get('t-1')).toMatchObject({ contests: 1, provisional: true, performances: [{ challengeId: 'wc-s' }] });
    expect(after.get('t-1')!.rating).toBe(after.get('r-1')!.rating);
    expect((await data.entries.getChallengeEntry('t-1', 'wc-s'))?.finalRank).toBe(1);
    expect(await data.rating.rateChallenge(ratingRepository(), 'wc-s', new Date('2026-12-01T00:01:00.000Z'))).toEqual({ contestants: 2, rated: 0 });
    expect((await data.ratings.getContestRating('t-1'))?.contests).toBe(1);
  });
});
