import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Verdict } from '@contract/judge';
import { setLambdaEnv } from '../env';
import { storedProblem, storedSubmission, transactionCanceled } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
let record: typeof import('../../../../lambdas/judge/record').handler;
let resultOf: typeof import('../../../../lambdas/judge/record').resultOf;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: record, resultOf } = await import('../../../../lambdas/judge/record'));
});
beforeEach(() => {
  db.reset();
  db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).resolves({ Item: storedSubmission() });
  db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem() });
  // The periods XP counts in are the user's: Karachi is UTC+5.
  db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({ Item: { pk: 'USER#u-ada', sk: 'PROFILE', _et: 'UserProfile', timezone: 'Karachi' } });
});

const outcome = (index: number, verdict: Verdict) => ({ index, verdict, timeMs: 3, memoryKb: 1200 });
/** The state "Record result" receives after two batches: 3 of 4 tests passed. */
const judgedState = {
  submissionId: 's-1',
  testCount: 4,
  compiled: { ok: true, timeMs: 200, judgeInBatches: true },
  batchResults: [{ results: [outcome(0, 'AC'), outcome(1, 'AC')] }, { results: [outcome(2, 'WA'), outcome(3, 'AC')] }],
};
const transactItems = (call: number) => db.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;

describe('Record result', () => {
  it('stores the verdict (running → done), claims the first attempt and adds the XP in one transaction', async () => {
    // 2026-11-29 22:30 UTC is Monday 30 November 03:30 in Karachi: a new day, ISO week 49 and the same month.
    vi.useFakeTimers({ now: Date.parse('2026-11-29T22:30:00.000Z'), toFake: ['Date'] });
    const out = await record(judgedState).finally(() => vi.useRealTimers());
    expect(out).toMatchObject({ submissionId: 's-1', userId: 'u-ada', verdict: 'WA', passedTests: 3, totalTests: 4, xpAwarded: 15 });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const [finish, claim, accountCheck, addXp, ...counters] = transactItems(0);
    expect(finish!.Update).toMatchObject({ Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } });
    expect(finish!.Update!.ConditionExpression).toMatch(/IN/);
    expect(Object.values(finish!.Update!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['done', 'WA', 15]));
    expect(claim!.Put).toMatchObject({ Item: { pk: 'USER#u-ada', sk: 'ATTEMPT#a-plus-b', submissionId: 's-1', xpAwarded: 15 } });
    expect(claim!.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
    // Nothing for an account that is gone or being deleted.
    expect(accountCheck!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    expect(accountCheck!.ConditionCheck!.ConditionExpression).toMatch(/attribute_exists.*attribute_not_exists/);
    // The total on the stats item, never on the profile.
    expect(addXp!.Update).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE#STATS' } });
    expect(addXp!.Update!.UpdateExpression).toMatch(/ADD/);
    expect(Object.values(addXp!.Update!.ExpressionAttributeValues!)).toContain(15);
    // One small counter per period, in the user's timezone.
    expect(counters.map((c) => c.Update!.Key)).toEqual([
      { pk: 'USER#u-ada', sk: 'XP#D#2026-11-30' },
      { pk: 'USER#u-ada', sk: 'XP#W#2026-W49' },
      { pk: 'USER#u-ada', sk: 'XP#M#2026-11' },
      { pk: 'USER#u-ada', sk: 'XP#Y#2026' },
    ]);
    for (const counter of counters) {
      expect(counter.Update!.UpdateExpression).toMatch(/ADD/);
      expect(Object.values(counter.Update!.ExpressionAttributeValues!)).toContain(15);
    }
  });

  it('awards nothing on a later attempt: the claim fails, and the result is stored without XP', async () => {
    db.on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled('None', 'ConditionalCheckFailed', 'None'))
      .rejectsOnce(transactionCanceled('None', 'ConditionalCheckFailed'))
      .resolves({});
    const out = await record(judgedState);
    expect(out).toMatchObject({ verdict: 'WA', xpAwarded: 0 });
    // The award (8 items), then the claim with the account check (3), then the result alone (1).
    expect(db.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!.length)).toEqual([8, 3, 1]);
    expect(Object.values(transactItems(2)[0]!.Update!.ExpressionAttributeValues!)).toContain(0);
  });

  it('records nothing twice: a retried state finds the submission done and returns what is stored', async () => {
    const done = storedSubmission({ status: 'done', verdict: 'AC', passedTests: 4, totalTests: 4, xpAwarded: 20, tests: [outcome(0, 'AC')] });
    db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).resolves({ Item: done });
    const out = await record(judgedState);
    expect(out).toMatchObject({ verdict: 'AC', passedTests: 4, xpAwarded: 20 });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('loses a race gracefully: when another record finished first, the stored result wins and no XP is added', async () => {
    const done = storedSubmission({ status: 'done', verdict: 'WA', passedTests: 3, totalTests: 4, xpAwarded: 15 });
    db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).resolvesOnce({ Item: storedSubmission() }).resolves({ Item: done });
    db.on(TransactWriteCommand).rejects(transactionCanceled('ConditionalCheckFailed', 'None', 'None'));
    const out = await record(judgedState);
    expect(out).toMatchObject({ verdict: 'WA', xpAwarded: 15 });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('stores an internal error without using up the first attempt', async () => {
    const out = await record({ submissionId: 's-1', internalError: { error: 'States.Timeout', cause: 'judge timed out' } });
    expect(out).toMatchObject({ verdict: 'IE', passedTests: 0, xpAwarded: 0 });
    expect(transactItems(0)).toHaveLength(1);
    expect(transactItems(0)[0]!.Update).toBeDefined();
  });
});

describe('the result of a judged state', () => {
  it('is CE with the compiler message when the compile failed, and IE (message withheld) when the judge did', () => {
    expect(resultOf({ submissionId: 's', testCount: 2, compiled: { ok: false, timeMs: 1, message: 'main.cpp:1: error', judgeInBatches: false, verdict: 'CE' } }))
      .toEqual({ verdict: 'CE', compileMessage: 'main.cpp:1: error', tests: [], passedTests: 0, totalTests: 2 });
    expect(resultOf({ submissionId: 's', compiled: { ok: false, timeMs: 1, message: 'internal error: /opt/judge', judgeInBatches: false, verdict: 'IE' } }))
      .toEqual({ verdict: 'IE', tests: [], passedTests: 0, totalTests: 0 });
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

  it('takes the tests from the compile step when it judged everything (artifact too large for the state)', () => {
    const results = [outcome(0, 'AC'), outcome(1, 'TLE')];
    expect(resultOf({ submissionId: 's', testCount: 2, compiled: { ok: true, timeMs: 1, judgeInBatches: false, verdict: 'TLE', results } }))
      .toMatchObject({ verdict: 'TLE', passedTests: 1, totalTests: 2 });
  });
});
