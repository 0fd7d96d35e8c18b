import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Verdict } from '@contract/judge';
import { setLambdaEnv } from '../env';
import { storedProblem, storedSubmission, transactionCanceled } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
/** The Lambda of "Record result": the judge's step with the weekly challenges' recorder. */
let record: typeof import('../../../../lambdas/app/record-result').handler;
let recordResult: typeof import('../../../../lambdas/judge/record').recordResult;
let resultOf: typeof import('../../../../lambdas/judge/record').resultOf;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: record } = await import('../../../../lambdas/app/record-result'));
  ({ recordResult, resultOf } = await import('../../../../lambdas/judge/record'));
});
beforeEach(() => {
  db.reset();
  // Nothing claimed yet: no ATTEMPT# nor SOLVED# item.
  db.on(GetCommand).resolves({});
  db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).resolves({ Item: storedSubmission() });
  db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem() });
  // The periods XP counts in are the user's: Karachi is UTC+5.
  db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({
    Item: { pk: 'USER#u-ada', sk: 'PROFILE', _et: 'UserProfile', timezone: 'Karachi' },
  });
  db.on(TransactWriteCommand).resolves({});
});

const outcome = (index: number, verdict: Verdict) => ({ index, verdict, timeMs: 3, memoryKb: 1200 });
/** The state "Record result" receives after two batches: 3 of 4 tests passed. */
const judgedState = {
  submissionId: 's-1',
  testCount: 4,
  compiled: { ok: true, timeMs: 200, judgeInBatches: true },
  batchResults: [{ results: [outcome(0, 'AC'), outcome(1, 'AC')] }, { results: [outcome(2, 'WA'), outcome(3, 'AC')] }],
};
const acceptedState = { ...judgedState, batchResults: [{ results: [0, 1, 2, 3].map((i) => outcome(i, 'AC')) }] };
const transactItems = (call: number) => db.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;
const keyOf = (item: ReturnType<typeof transactItems>[number]) =>
  (item.Update ?? item.Put ?? item.ConditionCheck) as { Key?: object; Item?: { pk: string; sk: string } };
const skOf = (item: ReturnType<typeof transactItems>[number]) => {
  const op = keyOf(item);
  return ((op.Key ?? op.Item) as { sk: string }).sk;
};
const values = (item: ReturnType<typeof transactItems>[number]) => item.Update!.ExpressionAttributeValues!;
const names = (item: ReturnType<typeof transactItems>[number]) => Object.values(item.Update!.ExpressionAttributeNames!);
const claimed = (sk: string, fields: Record<string, unknown> = {}) =>
  db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk } }).resolves({ Item: { pk: 'USER#u-ada', sk, userId: 'u-ada', ...fields } });
const atKarachiMonday = <T>(run: () => Promise<T>) => {
  // 2026-11-29 22:30 UTC is Monday 30 November 03:30 in Karachi: a new day, ISO week 49 and the same month.
  vi.useFakeTimers({ now: Date.parse('2026-11-29T22:30:00.000Z'), toFake: ['Date'] });
  return run().finally(() => vi.useRealTimers());
};

describe('Record result', () => {
  it('stores the verdict (running → done), claims the first attempt, adds the XP and the counters in one transaction', async () => {
    const out = await atKarachiMonday(() => record(judgedState));
    expect(out).toMatchObject({ submissionId: 's-1', userId: 'u-ada', verdict: 'WA', passedTests: 3, totalTests: 4, xpAwarded: 15 });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const items = transactItems(0);
    const [finish, accountCheck, claim, stats] = items;
    expect(finish!.Update).toMatchObject({ Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } });
    expect(finish!.Update!.ConditionExpression).toMatch(/IN/);
    expect(Object.values(values(finish!))).toEqual(expect.arrayContaining(['done', 'WA', 15]));
    // Nothing for an account that is gone or being deleted.
    expect(accountCheck!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    expect(accountCheck!.ConditionCheck!.ConditionExpression).toMatch(/attribute_exists.*attribute_not_exists/);
    expect(claim!.Put).toMatchObject({ Item: { pk: 'USER#u-ada', sk: 'ATTEMPT#a-plus-b', submissionId: 's-1', xpAwarded: 15 } });
    expect(claim!.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
    // The totals on the stats item, never on the profile: XP, one submission, its tests, its language, a new problem attempted.
    expect(stats!.Update).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE#STATS' } });
    expect(stats!.Update!.UpdateExpression).toMatch(/^SET .* ADD /);
    expect(names(stats!)).toEqual(expect.arrayContaining(['xp', 'submissions', 'testsRun', 'testsPassed', 'cppSubmissions', 'problemsAttempted']));
    expect(names(stats!)).not.toContain('solved');
    expect(names(stats!)).not.toContain('acceptedSubmissions');
    expect(Object.values(values(stats!))).toEqual(expect.arrayContaining([15, 1, 4, 3]));
    // One small counter per period, in the user's timezone: XP, then activity.
    expect(items.slice(4).map(skOf)).toEqual([
      'XP#D#2026-11-30',
      'XP#W#2026-W49',
      'XP#M#2026-11',
      'XP#Y#2026',
      'ACTIVITY#D#2026-11-30',
      'ACTIVITY#W#2026-W49',
      'ACTIVITY#M#2026-11',
      'ACTIVITY#Y#2026',
    ]);
    for (const counter of items.slice(4)) expect(counter.Update!.UpdateExpression).toMatch(/ADD/);
    expect(Object.values(values(items[4]!))).toContain(15);
    expect(names(items[8]!)).toEqual(expect.arrayContaining(['submissions']));
    expect(names(items[8]!)).not.toContain('solved');
  });

  it('claims the first AC of a problem: solved by difficulty on the stats item, listed by time (gsi1), counted in its periods', async () => {
    const out = await atKarachiMonday(() => record(acceptedState));
    expect(out).toMatchObject({ verdict: 'AC', xpAwarded: 20 });
    const items = transactItems(0);
    // finish, account, attempt, solved, solved in C++, solvers, stats, 4 XP, 4 activity: far below DynamoDB's 100 items per transaction.
    expect(items).toHaveLength(15);
    // The problem's solvers by language, counted once per student and language with its claim (the home page's Famous Questions).
    const inLanguage = items.find((i) => i.Put?.Item?.sk === 'LANGSOLVED#a-plus-b#cpp')!;
    expect(inLanguage.Put).toMatchObject({ Item: { pk: 'USER#u-ada', problemId: 'a-plus-b', language: 'cpp', submissionId: 's-1' } });
    expect(inLanguage.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
    const solvers = items.find((i) => i.Update?.Key?.pk === 'META#problem-solvers')!;
    expect(solvers.Update).toMatchObject({ Key: { sk: 'PROBLEM#a-plus-b' } });
    expect(solvers.Update!.UpdateExpression).toMatch(/ADD/);
    expect(names(solvers)).toEqual(expect.arrayContaining(['cpp']));
    const solved = items.find((i) => i.Put?.Item?.sk === 'SOLVED#a-plus-b')!;
    expect(solved.Put).toMatchObject({
      Item: {
        pk: 'USER#u-ada',
        difficulty: 'Medium',
        language: 'cpp',
        submissionId: 's-1',
        gsi1pk: 'USER#u-ada',
        gsi1sk: 'SOLVED#2026-11-29T22:30:00.000Z#a-plus-b',
      },
    });
    expect(solved.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
    const stats = items.find((i) => i.Update && skOf(i) === 'PROFILE#STATS')!;
    expect(names(stats)).toEqual(expect.arrayContaining(['solved', 'solvedIds', 'solvedMedium', 'acceptedSubmissions', 'lastSolvedAt']));
    expect(names(stats)).not.toContain('solvedEasy');
    const activityDay = items.find((i) => i.Update && skOf(i) === 'ACTIVITY#D#2026-11-30')!;
    expect(names(activityDay)).toEqual(expect.arrayContaining(['submissions', 'accepted', 'solved']));
  });

  it('awards nothing on a later attempt, and a problem solved before is not solved again; the submission still counts', async () => {
    claimed('ATTEMPT#a-plus-b');
    claimed('SOLVED#a-plus-b', { language: 'python' });
    claimed('LANGSOLVED#a-plus-b#cpp');
    const out = await record(acceptedState);
    expect(out).toMatchObject({ verdict: 'AC', xpAwarded: 0 });
    const items = transactItems(0);
    expect(items.map(skOf)).toEqual([
      'SUBMISSION',
      'PROFILE',
      'PROFILE#STATS',
      ...['D', 'W', 'M', 'Y'].map((k) => expect.stringMatching(new RegExp(`^ACTIVITY#${k}#`))),
    ]);
    expect(Object.values(values(items[0]!))).toContain(0);
    expect(names(items[2]!)).toEqual(expect.arrayContaining(['submissions', 'acceptedSubmissions']));
    expect(names(items[2]!)).not.toContain('xp');
    expect(names(items[2]!)).not.toContain('solved');
    expect(names(items[2]!)).not.toContain('problemsAttempted');
  });

  it('counts the student among the problem’s solvers in a language they had not solved it in yet, and only that', async () => {
    claimed('ATTEMPT#a-plus-b');
    // Solved before in Python (its first solve, recorded before the per-language claims existed).
    claimed('SOLVED#a-plus-b', { language: 'python' });
    await record(acceptedState);
    const items = transactItems(0);
    expect(items.map(skOf)).toContain('LANGSOLVED#a-plus-b#cpp');
    expect(items.map(skOf)).not.toContain('SOLVED#a-plus-b');
    const counted = names(items.find((i) => i.Update?.Key?.pk === 'META#problem-solvers')!);
    expect(counted).toContain('cpp');
    for (const other of ['python', 'java', 'javascript']) expect(counted).not.toContain(other);
  });

  it('does not count a language again that such a first solve was in', async () => {
    claimed('ATTEMPT#a-plus-b');
    claimed('SOLVED#a-plus-b', { language: 'cpp' });
    await record(acceptedState);
    expect(transactItems(0).map(skOf)).not.toContain('LANGSOLVED#a-plus-b#cpp');
    expect(transactItems(0).some((i) => i.Update?.Key?.pk === 'META#problem-solvers')).toBe(false);
  });

  it('re-reads and writes again when a racing record of the same problem took the first attempt meanwhile', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'ATTEMPT#a-plus-b' } })
      .resolvesOnce({})
      .resolves({ Item: { pk: 'USER#u-ada', sk: 'ATTEMPT#a-plus-b', userId: 'u-ada' } });
    db.on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled('None', 'None', 'ConditionalCheckFailed', 'None'))
      .resolves({});
    const out = await record(judgedState);
    expect(out).toMatchObject({ verdict: 'WA', xpAwarded: 0 });
    expect(db.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!.length)).toEqual([12, 7]);
  });

  it('records nothing twice: a retried state finds the submission done and returns what is stored', async () => {
    const done = storedSubmission({ status: 'done', verdict: 'AC', passedTests: 4, totalTests: 4, xpAwarded: 20, tests: [outcome(0, 'AC')] });
    db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).resolves({ Item: done });
    const out = await record(judgedState);
    expect(out).toMatchObject({ verdict: 'AC', passedTests: 4, xpAwarded: 20 });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('loses a race gracefully: when another record finished first, the stored result wins and nothing is counted', async () => {
    const done = storedSubmission({ status: 'done', verdict: 'WA', passedTests: 3, totalTests: 4, xpAwarded: 15 });
    db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } })
      .resolvesOnce({ Item: storedSubmission() })
      .resolves({ Item: done });
    db.on(TransactWriteCommand).rejects(transactionCanceled('ConditionalCheckFailed', 'None', 'None', 'None'));
    const out = await record(judgedState);
    expect(out).toMatchObject({ verdict: 'WA', xpAwarded: 15 });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('stores the result alone for an account that is gone or being deleted', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({
      Item: { pk: 'USER#u-ada', sk: 'PROFILE', _et: 'UserProfile', timezone: 'UTC', deletingAt: '2026-11-30T00:00:00.000Z' },
    });
    expect(await record(judgedState)).toMatchObject({ verdict: 'WA', xpAwarded: 0 });
    expect(transactItems(0).map(skOf)).toEqual(['SUBMISSION']);
  });

  it('stores the result alone when the account is deleted between the read and the write (its check cancels)', async () => {
    db.on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled('None', 'ConditionalCheckFailed', 'None'))
      .resolves({});
    expect(await record(judgedState)).toMatchObject({ xpAwarded: 0 });
    expect(transactItems(0)).toHaveLength(12);
    expect(transactItems(1).map(skOf)).toEqual(['SUBMISSION']);
  });

  it('stores an internal error without using up the first attempt or counting it', async () => {
    const out = await record({ submissionId: 's-1', internalError: { error: 'States.Timeout', cause: 'judge timed out' } });
    expect(out).toMatchObject({ verdict: 'IE', passedTests: 0, xpAwarded: 0 });
    expect(transactItems(0)).toHaveLength(1);
    expect(transactItems(0)[0]!.Update).toBeDefined();
  });

  it('counts what it records for the operator: every judged submission, an internal error also on its own; a retried state nothing', async () => {
    const { metrics } = await import('../../../../lambdas/shared/telemetry');
    const added = vi.spyOn(metrics(), 'addMetric');
    try {
      await record(judgedState);
      expect(added.mock.calls).toEqual([['SubmissionsJudged', 'Count', 1]]);
      added.mockClear();
      await record({ submissionId: 's-1', internalError: { error: 'States.Timeout' } });
      expect(added.mock.calls).toEqual([
        ['SubmissionsJudged', 'Count', 1],
        ['SubmissionsInternalError', 'Count', 1],
      ]);
      added.mockClear();
      db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).resolves({ Item: storedSubmission({ status: 'done', verdict: 'IE' }) });
      await record({ submissionId: 's-1', internalError: { error: 'States.Timeout' } });
      expect(added).not.toHaveBeenCalled();
    } finally {
      added.mockRestore();
    }
  });
});

describe('the recorders of other features', () => {
  it('take the problems they claim: a weekly challenge\u2019s submission is scored by the challenges, never claimed as practice XP', async () => {
    db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem({ challengeId: 'wc-2026-w49-3f9a1c' }) });
    // Not joined (no challenge entry): the result is stored alone, with its challenge score.
    expect(await record(judgedState)).toMatchObject({ verdict: 'WA', passedTests: 3, xpAwarded: 0 });
    const items = transactItems(0);
    expect(items.map(skOf)).toEqual(['SUBMISSION']);
    expect(names(items[0]!)).toContain('challengeScore');
  });

  it('are asked per problem, the first that claims it records it; the judge records the rest itself', async () => {
    const recorded: string[] = [];
    const recorder = (name: string, claims: boolean) => ({
      claims: () => claims,
      record: async (submission: { submissionId: string }) => {
        recorded.push(`${name}:${submission.submissionId}`);
        return { recorded: true, xpAwarded: 7 };
      },
    });
    expect(await recordResult([recorder('no', false), recorder('yes', true), recorder('later', true)])(judgedState)).toMatchObject({
      verdict: 'WA',
      xpAwarded: 7,
    });
    expect(recorded).toEqual(['yes:s-1']);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(await recordResult([recorder('no', false)])(judgedState)).toMatchObject({ verdict: 'WA', xpAwarded: 15 });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('the result of a judged state', () => {
  it('is CE with the compiler message when the compile failed, and IE (message withheld) when the judge did', () => {
    expect(
      resultOf({ submissionId: 's', testCount: 2, compiled: { ok: false, timeMs: 1, message: 'main.cpp:1: error', judgeInBatches: false, verdict: 'CE' } }),
    ).toEqual({ verdict: 'CE', compileMessage: 'main.cpp:1: error', tests: [], passedTests: 0, totalTests: 2 });
    expect(
      resultOf({ submissionId: 's', compiled: { ok: false, timeMs: 1, message: 'internal error: /opt/judge', judgeInBatches: false, verdict: 'IE' } }),
    ).toEqual({ verdict: 'IE', tests: [], passedTests: 0, totalTests: 0 });
  });

  it('counts SKIPPED tests (not run after a TLE) neither as passed nor as the verdict, and awards XP for the passed ones only', async () => {
    const state = {
      submissionId: 's-1',
      testCount: 7,
      compiled: { ok: true, timeMs: 200, judgeInBatches: true },
      batchResults: [
        { results: [outcome(0, 'AC'), outcome(1, 'TLE'), { index: 2, verdict: 'SKIPPED' as const, timeMs: 0, memoryKb: 0 }] },
        { results: [3, 4, 5].map((index) => ({ index, verdict: 'SKIPPED' as const, timeMs: 0, memoryKb: 0 })) },
        { results: [{ index: 6, verdict: 'SKIPPED' as const, timeMs: 0, memoryKb: 0 }] },
      ],
    };
    expect(resultOf(state)).toMatchObject({ verdict: 'TLE', passedTests: 1, totalTests: 7 });
    expect(resultOf(state).tests.map((t) => t.verdict)).toEqual(['AC', 'TLE', ...Array(5).fill('SKIPPED')]);
    // a-plus-b is Medium here: 5 XP for the one passed test.
    expect(await record(state)).toMatchObject({ verdict: 'TLE', passedTests: 1, xpAwarded: 5 });
  });

  it('keeps why tests failed: the judge\u2019s message of each, the standard error of the first failed one only when it is a sample', async () => {
    const traceback = 'Traceback (most recent call last):\n  File "main.py", line 2\nZeroDivisionError: division by zero\n';
    const failing = (index: number) => ({ ...outcome(index, 'RE'), message: 'exit code 1', stderr: traceback });
    const sampleFails = { ...judgedState, batchResults: [{ results: [outcome(0, 'AC'), failing(1)] }, { results: [failing(2), failing(3)] }] };
    const hiddenFails = { ...judgedState, batchResults: [{ results: [outcome(0, 'AC'), outcome(1, 'AC')] }, { results: [failing(2), outcome(3, 'AC')] }] };

    // a-plus-b has two samples (tests 0 and 1): the hidden tests' standard error never leaves the workflow.
    expect((await record(sampleFails)).tests).toEqual([
      outcome(0, 'AC'),
      { ...outcome(1, 'RE'), message: 'exit code 1', stderr: traceback },
      { ...outcome(2, 'RE'), message: 'exit code 1' },
      { ...outcome(3, 'RE'), message: 'exit code 1' },
    ]);
    expect(resultOf(hiddenFails, 2).tests[2]).toEqual({ ...outcome(2, 'RE'), message: 'exit code 1' });
    // Without the problem's sample count every test counts as hidden.
    expect(resultOf(sampleFails).tests.some((t) => t.stderr)).toBe(false);
    const stored = JSON.stringify(transactItems(0)[0]!.Update!.ExpressionAttributeValues);
    expect(stored).toContain('ZeroDivisionError');
    expect(stored.match(/ZeroDivisionError/g)).toHaveLength(1);
  });

  it('takes the tests from the compile step when it judged everything (artifact too large for the state)', () => {
    const results = [outcome(0, 'AC'), outcome(1, 'TLE')];
    expect(resultOf({ submissionId: 's', testCount: 2, compiled: { ok: true, timeMs: 1, judgeInBatches: false, verdict: 'TLE', results } })).toMatchObject({
      verdict: 'TLE',
      passedTests: 1,
      totalTests: 2,
    });
  });
});
