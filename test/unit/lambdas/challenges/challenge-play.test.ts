/**
 * Run, Save and Submit on a weekly challenge (lambdas/challenges/challenge-play.ts) over an
 * in-memory repository, and the score card's figures from the judge's (record-challenge.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeMessages } from '@contract/challenges';
import type { RunResponse } from '@contract/judge';
import type { ChallengeSubmissionCreation, DraftSave, StoredChallengeEntry } from '../../../../lambdas/data/challenge-entries';
import type { StoredChallenge } from '../../../../lambdas/data/challenges';
import type { StoredSubmission } from '../../../../lambdas/data/submissions';
import { setLambdaEnv } from '../env';

beforeAll(setLambdaEnv);
const load = async () => ({
  play: await import('../../../../lambdas/challenges/challenge-play'),
  record: await import('../../../../lambdas/challenges/record-challenge'),
  view: await import('../../../../lambdas/challenges/challenge-entry-view'),
});

const now = new Date('2026-11-26T12:00:00.000Z');
const open: StoredChallenge = {
  challengeId: 'wc-1',
  title: 'Sum',
  description: 'Add.',
  tags: [],
  difficulty: 'Easy',
  status: 'active',
  startsAt: '2026-11-23T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  testCount: 2,
  languageMetrics: {},
  createdBy: 'm',
  createdAt: '2026-11-20T00:00:00.000Z',
  gsi1pk: 'CHALLENGES',
  gsi1sk: 'x',
};
const code = { language: 'python' as const, source: 'print(3)', elapsedSeconds: 42 };
const runAnswer: RunResponse = { verdict: 'AC', compile: { ok: true }, tests: [] };

function repository(
  options: {
    challenge?: StoredChallenge;
    joined?: boolean;
    entry?: StoredChallengeEntry;
    plan?: string;
    creation?: ChallengeSubmissionCreation;
    save?: DraftSave;
    startFails?: boolean;
  } = {},
) {
  const calls: Record<string, unknown[][]> = { run: [], save: [], create: [], start: [] };
  return {
    calls,
    repo: {
      getChallenge: async () => ('challenge' in options ? options.challenge : open),
      getChallengeLimits: async () => ({ timeMs: 1000, memoryMb: 64 }),
      loadFirstTest: async () => ({ input: '1 2\n', expected: '3\n' }),
      getMember: async () => ({ plan: options.plan ?? 'free', name: '', email: 'ada@example.com' }),
      getStoredPlanLimits: async () => undefined,
      isJoined: async () => options.joined ?? true,
      getChallengeEntry: async () => options.entry,
      runTests: async (...args: unknown[]) => (calls.run!.push(args), runAnswer),
      saveChallengeDraft: async (...args: unknown[]) => (calls.save!.push(args), options.save ?? 'saved'),
      createChallengeSubmission: async (...args: unknown[]) => (calls.create!.push(args), options.creation ?? 'created'),
      startJudging: async (...args: unknown[]) => {
        calls.start!.push(args);
        if (options.startFails) throw new Error('workflow down');
      },
    },
  };
}
const entryWith = (submissions: number): StoredChallengeEntry => ({ userId: 'u', challengeId: 'wc-1', name: 'Ada', submissions });

describe('Run', () => {
  it('judges test 1 alone under the challenge limits', async () => {
    const { play } = await load();
    const { repo, calls } = repository();
    expect(await play.runChallenge(repo, 'u', 'wc-1', code, now)).toBe(runAnswer);
    expect(calls.run![0]!.slice(0, 2)).toEqual([{ timeMs: 1000, memoryMb: 64 }, [{ input: '1 2\n', expected: '3\n' }]]);
  });

  it('is refused outside the active window (also when the scheduler is late), unjoined, or once submitted', async () => {
    const { play } = await load();
    const late = { ...open, endsAt: '2026-11-26T11:59:59.000Z' };
    await expect(play.runChallenge(repository({ challenge: late }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({
      statusCode: 409,
      message: challengeMessages.notActive,
    });
    await expect(play.runChallenge(repository({ challenge: { ...open, status: 'upcoming' } }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(play.runChallenge(repository({ challenge: undefined }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({ statusCode: 404 });
    await expect(play.runChallenge(repository({ joined: false }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({
      statusCode: 403,
      message: challengeMessages.notJoined,
    });
    await expect(play.runChallenge(repository({ entry: entryWith(1) }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({
      statusCode: 409,
      message: challengeMessages.alreadySubmitted,
    });
    // Pro has two submissions per challenge: after one, Run still works.
    await expect(play.runChallenge(repository({ entry: entryWith(1), plan: 'pro' }).repo, 'u', 'wc-1', code, now)).resolves.toBe(runAnswer);
  });
});

describe('Save', () => {
  it('keeps the stopwatch and language; refused with the spec message once submitted', async () => {
    const { play } = await load();
    const { repo, calls } = repository();
    expect(await play.saveDraft(repo, 'u', 'wc-1', code, now)).toEqual({
      language: 'python',
      source: 'print(3)',
      elapsedSeconds: 42,
      savedAt: now.toISOString(),
    });
    expect(calls.save![0]).toEqual([
      { userId: 'u', challengeId: 'wc-1', language: 'python', source: 'print(3)', elapsedSeconds: 42, savedAt: now.toISOString() },
      1,
    ]);
    await expect(play.saveDraft(repository({ save: 'submittedOut' }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({
      statusCode: 409,
      message: challengeMessages.savedAfterSubmission,
    });
    await expect(play.saveDraft(repository({ save: 'accountGone' }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('Submit', () => {
  it("stores the submission counted against the plan's limit, with the Top Performers name, then starts judging", async () => {
    const { play } = await load();
    const { repo, calls } = repository({ plan: 'premium' });
    expect(await play.submitChallenge(repo, 'u', 'wc-1', code, now, () => 'sub-1')).toEqual({ submissionId: 'sub-1' });
    expect(calls.create![0]).toEqual([
      {
        submissionId: 'sub-1',
        userId: 'u',
        problemId: 'wc-1',
        language: 'python',
        source: 'print(3)',
        sourceBytes: 8,
        elapsedSeconds: 42,
        createdAt: now.toISOString(),
      },
      { limit: 3, name: 'ada@example.com', now },
    ]);
    expect(calls.start).toEqual([['sub-1']]);
  });

  it("answers the spec's messages for each refusal, and 503 when the workflow cannot start", async () => {
    const { play } = await load();
    const cases: [ChallengeSubmissionCreation, number][] = [
      ['notOpen', 409],
      ['notJoined', 403],
      ['limitReached', 409],
      ['accountGone', 404],
    ];
    for (const [creation, status] of cases) {
      await expect(play.submitChallenge(repository({ creation }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({ statusCode: status });
    }
    await expect(play.submitChallenge(repository({ entry: entryWith(1) }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({
      message: challengeMessages.alreadySubmitted,
    });
    await expect(play.submitChallenge(repository({ startFails: true }).repo, 'u', 'wc-1', code, now)).rejects.toMatchObject({ statusCode: 503 });
  });

  it('names the submitter by name, else e-mail, else Anonymous', async () => {
    const { play } = await load();
    expect(play.displayNameOf({ name: 'Ada Lovelace', email: 'a@x' })).toBe('Ada Lovelace');
    expect(play.displayNameOf({ name: ' ', email: 'a@x' })).toBe('a@x');
    expect(play.displayNameOf({})).toBe('Anonymous');
  });
});

describe("the score card's figures", () => {
  it('averages CPU time over the tests that ran, counts characters as code points', async () => {
    const { record } = await load();
    expect(
      record.averageTimeOf([
        { index: 0, verdict: 'AC', timeMs: 10, memoryKb: 1 },
        { index: 1, verdict: 'TLE', timeMs: 21, memoryKb: 1 },
        { index: 2, verdict: 'SKIPPED', timeMs: 0, memoryKb: 0 },
      ]),
    ).toBe(15.5);
    expect(record.averageTimeOf([])).toBe(0);
    expect(record.charsOf('print("é😀")')).toBe(11);
  });

  it("shows 'To be checked' in brown until the score is recorded, then the band of its optimality", async () => {
    const { view } = await load();
    const running = {
      submissionId: 's',
      userId: 'u',
      problemId: 'wc-1',
      language: 'cpp',
      source: '',
      sourceBytes: 0,
      status: 'running',
      tests: [],
      createdAt: 'now',
    } as unknown as StoredSubmission;
    expect(view.scoreCardOf(running)).toMatchObject({ status: 'running', points: 0, band: { label: 'To be checked', colour: 'brown' } });
    const done = {
      ...running,
      status: 'done',
      passedTests: 2,
      totalTests: 2,
      challengeScore: { points: 980, optimality: 380, xp: 20, averageTimeMs: 3, chars: 90 },
    } as StoredSubmission;
    expect(view.scoreCardOf(done)).toMatchObject({ points: 980, xp: 20, band: { label: 'Optimal', colour: 'green' }, passedTests: 2 });
  });
});
