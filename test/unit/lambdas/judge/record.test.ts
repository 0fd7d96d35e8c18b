import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Verdict } from '../../../../contract/judge';
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
});

const outcome = (index: number, verdict: Verdict) => ({ index, verdict, timeMs: 3, memoryKb: 1200 });
/** The state "Record result" receives after two batches: 3 of 4 tests passed. */
const judgedState = {
  submissionId: 's-1',
  tests: [{}, {}, {}, {}],
  compiled: { ok: true, timeMs: 200, judgeInBatches: true },
  batchResults: [{ results: [outcome(0, 'AC'), outcome(1, 'AC')] }, { results: [outcome(2, 'WA'), outcome(3, 'AC')] }],
};
const transactItems = (call: number) => db.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;

describe('Record result', () => {
  it('stores the verdict (running → done), claims the first attempt and adds the XP in one transaction', async () => {
    const out = await record(judgedState);
    expect(out).toMatchObject({ submissionId: 's-1', userId: 'u-ada', verdict: 'WA', passedTests: 3, totalTests: 4, xpAwarded: 15 });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
    const [finish, claim, addXp] = transactItems(0);
    expect(finish!.Update).toMatchObject({ Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } });
    expect(finish!.Update!.ConditionExpression).toMatch(/IN/);
    expect(Object.values(finish!.Update!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['done', 'WA', 15]));
    expect(claim!.Put).toMatchObject({ Item: { pk: 'USER#u-ada', sk: 'ATTEMPT#a-plus-b', submissionId: 's-1', xpAwarded: 15 } });
    expect(claim!.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
    expect(addXp!.Update).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    expect(addXp!.Update!.UpdateExpression).toMatch(/ADD/);
    expect(Object.values(addXp!.Update!.ExpressionAttributeValues!)).toContain(15);
  });

  it('awards nothing on a later attempt: the claim fails, and the result is stored without XP', async () => {
    db.on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled('None', 'ConditionalCheckFailed', 'None'))
      .rejectsOnce(transactionCanceled('None', 'ConditionalCheckFailed'))
      .resolves({});
    const out = await record(judgedState);
    expect(out).toMatchObject({ verdict: 'WA', xpAwarded: 0 });
    expect(db.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!.length)).toEqual([3, 2, 1]);
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
    expect(resultOf({ submissionId: 's', tests: [{}, {}], compiled: { ok: false, timeMs: 1, message: 'main.cpp:1: error', judgeInBatches: false, verdict: 'CE' } }))
      .toEqual({ verdict: 'CE', compileMessage: 'main.cpp:1: error', tests: [], passedTests: 0, totalTests: 2 });
    expect(resultOf({ submissionId: 's', compiled: { ok: false, timeMs: 1, message: 'internal error: /opt/judge', judgeInBatches: false, verdict: 'IE' } }))
      .toEqual({ verdict: 'IE', tests: [], passedTests: 0, totalTests: 0 });
  });

  it('takes the tests from the compile step when it judged everything (artifact too large for the state)', () => {
    const results = [outcome(0, 'AC'), outcome(1, 'TLE')];
    expect(resultOf({ submissionId: 's', tests: [{}, {}], compiled: { ok: true, timeMs: 1, judgeInBatches: false, verdict: 'TLE', results } }))
      .toMatchObject({ verdict: 'TLE', passedTests: 1, totalTests: 2 });
  });
});
