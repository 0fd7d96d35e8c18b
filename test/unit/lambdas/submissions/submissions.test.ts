import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { storedProblem, storedSubmission } from '../judge/fixtures';
import { ada, bob, bodyOf, storedProfile, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const sfn = mockClient(SFNClient);
let create: typeof import('../../../../lambdas/submissions/create-submission').handler;
let get: typeof import('../../../../lambdas/submissions/get-submission').handler;
let listMine: typeof import('../../../../lambdas/submissions/list-my-submissions').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: create } = await import('../../../../lambdas/submissions/create-submission'));
  ({ handler: get } = await import('../../../../lambdas/submissions/get-submission'));
  ({ handler: listMine } = await import('../../../../lambdas/submissions/list-my-submissions'));
});
beforeEach(() => {
  db.reset();
  sfn.reset();
  db.on(GetCommand).resolves({});
  db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem() });
  // Ada is on the free plan, in Karachi (UTC+5): her weeks start on Karachi's Monday.
  db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({ Item: storedProfile(ada.sub, { timezone: 'Karachi' }) });
  db.on(TransactWriteCommand).resolves({});
  sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:exec' });
});

const submit = (body: unknown, problemId = 'a-plus-b', who = ada) =>
  create(userEvent(who, { method: 'POST', body, pathParameters: { problemId } }), lambdaContext);
const cpp = { language: 'cpp', source: 'int main(){}' };
const transactItems = (call: number) => db.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;
const canceled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
const atTime = async <T>(iso: string, run: () => Promise<T>) => {
  vi.useFakeTimers({ now: Date.parse(iso), toFake: ['Date'] });
  return run().finally(() => vi.useRealTimers());
};

describe('POST /problems/{problemId}/submissions', () => {
  it("queues the caller's submission and starts the workflow named after it, answering 202 with the id", async () => {
    const response = await submit({ language: 'python', source: 'print(1)', userId: 'u-bob' });
    expect(response.statusCode).toBe(202);
    const { submissionId } = bodyOf(response) as { submissionId: string };
    const [accountCheck, put] = transactItems(0);
    // Nothing is written for an account that is deleted or being deleted.
    expect(accountCheck!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    const item = put!.Put!.Item!;
    // The owner comes from the token, never from the body.
    expect(item).toMatchObject({
      submissionId,
      userId: 'u-ada',
      problemId: 'a-plus-b',
      language: 'python',
      source: 'print(1)',
      sourceBytes: 8,
      status: 'queued',
    });
    expect(sfn).toHaveReceivedCommandWith(StartExecutionCommand, {
      stateMachineArn: process.env.JUDGE_STATE_MACHINE_ARN,
      name: submissionId,
      input: JSON.stringify({ submissionId }),
    });
  });

  it('stores the solving timer\u2019s seconds sent with the code, and refuses a negative or fractional one with 400', async () => {
    expect((await submit({ ...cpp, elapsedSeconds: 754 })).statusCode).toBe(202);
    expect(transactItems(0)[1]!.Put!.Item).toMatchObject({ elapsedSeconds: 754 });
    for (const elapsedSeconds of [-1, 1.5, '60']) expect((await submit({ ...cpp, elapsedSeconds })).statusCode).toBe(400);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('answers 404 and starts no judging for an account that is deleted or being deleted', async () => {
    db.on(TransactWriteCommand).rejects(canceled('ConditionalCheckFailed', 'None', 'None', 'None'));
    const response = await submit({ language: 'python', source: 'print(1)' });
    expect(response.statusCode).toBe(404);
    expect(sfn.commandCalls(StartExecutionCommand)).toHaveLength(0);
    // Without a profile at all nothing is even tried.
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({});
    expect((await submit(cpp)).statusCode).toBe(404);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it.each([
    [{ language: 'ruby', source: 'puts 1' }, 'Unsupported language'],
    [{ language: 'cpp', source: 'é'.repeat(32 * 1024 + 1) }, 'Source code is too large (64 KB at most).'],
  ])('refuses %j with 400 and stores nothing', async (body, message) => {
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ message });
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(sfn.commandCalls(StartExecutionCommand)).toHaveLength(0);
  });

  it("answers 404 for an unknown problem, and 503 with the spec's words when the workflow cannot start", async () => {
    expect((await submit(cpp, 'nope')).statusCode).toBe(404);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(0);
    sfn.on(StartExecutionCommand).rejects(new Error('throttled'));
    const response = await submit(cpp);
    expect(response.statusCode).toBe(503);
    expect(bodyOf(response)).toMatchObject({ message: 'Failed to submit code. Please try again.' });
  });
});

describe('the weekly problem limit (docs/decisions/D03), checked in the write that counts', () => {
  it('counts a problem new this week in the same transaction: its mark (once) and the count, on condition count < 15 (free)', async () => {
    // Sunday 29 November 2026 22:30 UTC is Monday 30 November in Karachi: ISO week 49 there, 48 in UTC.
    const response = await atTime('2026-11-29T22:30:00.000Z', () => submit(cpp));
    expect(response.statusCode).toBe(202);
    const { submissionId } = bodyOf(response) as { submissionId: string };
    const [, put, mark, count] = transactItems(0);
    expect(put!.Put!.Item).toMatchObject({ submissionId, status: 'queued' });
    expect(mark!.Put).toMatchObject({ Item: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49#a-plus-b', submissionId } });
    expect(mark!.Put!.ConditionExpression).toMatch(/attribute_not_exists/);
    expect(mark!.Put!.Item!.expiresAt).toBeGreaterThan(Date.parse('2026-12-07T00:00:00Z') / 1000);
    expect(count!.Update).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49' } });
    expect(count!.Update!.UpdateExpression).toMatch(/ADD/);
    expect(count!.Update!.ConditionExpression).toMatch(/attribute_not_exists\(#c_1\)\) OR \(#c_1 < :c_1\)/);
    expect(Object.values(count!.Update!.ExpressionAttributeValues!)).toContain(15);
  });

  it("takes the limit of the caller's plan, with the stored meta/plans overrides; premium (-1) counts without a condition", async () => {
    db.on(GetCommand, { Key: { pk: 'META#plans', sk: 'META' } }).resolves({
      Item: { pk: 'META#plans', sk: 'META', _et: 'PlanLimits', _ct: 'x', _md: 'x', name: 'plans', limits: { pro: { weekly_problem_limit: 40 } } },
    });
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({ Item: storedProfile(ada.sub, { plan: 'pro' }) });
    expect((await submit(cpp)).statusCode).toBe(202);
    expect(Object.values(transactItems(0)[3]!.Update!.ExpressionAttributeValues!)).toContain(40);

    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({ Item: storedProfile(ada.sub, { plan: 'premium' }) });
    expect((await submit(cpp)).statusCode).toBe(202);
    const count = transactItems(1)[3]!.Update!;
    expect(count.UpdateExpression).toMatch(/ADD/);
    expect(count.ConditionExpression).toBeUndefined();
  });

  it('does not count a problem already counted this week again: the transaction only checks its mark', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49#a-plus-b' } }).resolves({
      Item: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49#a-plus-b', userId: 'u-ada' },
    });
    expect((await atTime('2026-11-30T10:00:00.000Z', () => submit(cpp))).statusCode).toBe(202);
    const items = transactItems(0);
    expect(items).toHaveLength(3);
    expect(items[2]!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49#a-plus-b' } });
    expect(items[2]!.ConditionCheck!.ConditionExpression).toMatch(/attribute_exists/);
  });

  it('answers 403 "Plan Limit Reached" at the limit, writes nothing and starts no judging', async () => {
    db.on(TransactWriteCommand).rejects(canceled('None', 'None', 'None', 'ConditionalCheckFailed'));
    const response = await submit(cpp);
    expect(response.statusCode).toBe(403);
    expect(bodyOf(response)).toEqual({ message: 'Weekly problem limit reached. Please upgrade your plan to continue.' });
    expect(sfn.commandCalls(StartExecutionCommand)).toHaveLength(0);
  });

  it('lets a problem counted meanwhile by another tab through without counting it again, even at the limit', async () => {
    db.on(TransactWriteCommand)
      .rejectsOnce(canceled('None', 'None', 'ConditionalCheckFailed', 'ConditionalCheckFailed'))
      .resolves({});
    expect((await submit(cpp)).statusCode).toBe(202);
    expect(transactItems(0)).toHaveLength(4);
    expect(transactItems(1)).toHaveLength(3);
    expect(transactItems(1)[2]!.ConditionCheck).toBeDefined();
  });

  it('retries a transaction that conflicted with a racing one, then decides on the fresh count', async () => {
    db.on(TransactWriteCommand)
      .rejectsOnce(canceled('None', 'None', 'None', 'TransactionConflict'))
      .rejectsOnce(canceled('None', 'None', 'None', 'ConditionalCheckFailed'));
    expect((await submit(cpp)).statusCode).toBe(403);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('refuses everything with limit 0 (a count that does not exist yet is not below 0)', async () => {
    db.on(GetCommand, { Key: { pk: 'META#plans', sk: 'META' } }).resolves({
      Item: { pk: 'META#plans', sk: 'META', _et: 'PlanLimits', _ct: 'x', _md: 'x', name: 'plans', limits: { free: { weekly_problem_limit: 0 } } },
    });
    await submit(cpp);
    const count = transactItems(0)[3]!.Update!;
    expect(count.ConditionExpression).not.toMatch(/attribute_not_exists/);
    expect(Object.values(count.ExpressionAttributeValues!)).toContain(0);
  });
});

describe('GET /submissions/{submissionId}', () => {
  it('shows the owner the result, and nobody else (404, as if it did not exist)', async () => {
    const done = storedSubmission({
      userId: ada.sub,
      status: 'done',
      verdict: 'AC',
      passedTests: 1,
      totalTests: 1,
      xpAwarded: 5,
      tests: [{ index: 0, verdict: 'AC', timeMs: 2, memoryKb: 900 }],
      finishedAt: '2026-11-02T10:00:02.000Z',
    });
    db.on(GetCommand).resolves({ Item: done });
    const own = await get(userEvent(ada, { pathParameters: { submissionId: 's-1' } }), lambdaContext);
    expect(own.statusCode).toBe(200);
    expect(bodyOf(own)).toMatchObject({ submissionId: 's-1', status: 'done', verdict: 'AC', xpAwarded: 5, tests: [{ index: 0, verdict: 'AC' }] });
    const other = await get(userEvent(bob, { pathParameters: { submissionId: 's-1' } }), lambdaContext);
    expect(other.statusCode).toBe(404);
    expect(bodyOf(other)).toEqual({ message: 'Submission not found.' });
    expect((await get(userEvent(undefined, { pathParameters: { submissionId: 's-1' } }), lambdaContext)).statusCode).toBe(401);
  });
});

describe('GET /problems/{problemId}/submissions', () => {
  it('lists the caller’s own submissions of the problem, newest first, from the per-user-and-problem index, without code, and counts them all', async () => {
    const { source: _code, ...summary } = storedSubmission({ userId: ada.sub, status: 'done', verdict: 'WA', passedTests: 2, totalTests: 5, xpAwarded: 4 });
    db.on(QueryCommand).resolves({ Items: [summary] });
    db.on(QueryCommand, { Select: 'COUNT' }).resolves({ Count: 23 });
    const response = await listMine(userEvent(ada, { pathParameters: { problemId: 'a-plus-b' } }), lambdaContext);
    expect(response.statusCode).toBe(200);
    const [query, count] = [false, true].map(
      (counting) => db.commandCalls(QueryCommand).find((c) => (c.args[0].input.Select === 'COUNT') === counting)!.args[0].input,
    );
    expect(count).toMatchObject({ IndexName: 'gsi3', Select: 'COUNT' });
    expect(Object.values(count!.ExpressionAttributeValues!)).toContain('USER#u-ada#PROBLEM#a-plus-b');
    expect(query).toMatchObject({ IndexName: 'gsi3', ScanIndexForward: false, Limit: 20 });
    expect(Object.values(query!.ExpressionAttributeValues!)).toContain('USER#u-ada#PROBLEM#a-plus-b');
    // Only the row's fields are read: the code (up to 64 KB each) stays in the table.
    expect(query!.ProjectionExpression).not.toMatch(/source/);
    expect(bodyOf(response)).toEqual({
      submissions: [
        {
          submissionId: 's-1',
          problemId: 'a-plus-b',
          language: 'cpp',
          status: 'done',
          verdict: 'WA',
          passedTests: 2,
          totalTests: 5,
          xpAwarded: 4,
          sourceBytes: 12,
          createdAt: summary.createdAt,
        },
      ],
      total: 23,
      quota: { used: 0, limit: 15, counted: false },
    });
    expect((await listMine(userEvent(undefined, { pathParameters: { problemId: 'a-plus-b' } }), lambdaContext)).statusCode).toBe(401);
  });

  it('says where the plan\u2019s weekly problem limit stands for this problem, so the screen can disable Submit before a refusal', async () => {
    db.on(QueryCommand).resolves({ Items: [] });
    db.on(QueryCommand, { Select: 'COUNT' }).resolves({ Count: 0 });
    const quota = async () =>
      (
        bodyOf(await atTime('2026-11-30T10:00:00.000Z', () => listMine(userEvent(ada, { pathParameters: { problemId: 'a-plus-b' } }), lambdaContext))) as {
          quota: unknown;
        }
      ).quota;
    // The count of Karachi's ISO week 49, at the free plan's 15.
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49' } }).resolves({
      Item: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49', _et: 'WeeklyProblemCount', _ct: 'x', _md: 'x', userId: 'u-ada', week: '2026-W49', problems: 15 },
    });
    expect(await quota()).toEqual({ used: 15, limit: 15, counted: false });
    // A problem already counted this week can always be submitted again.
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49#a-plus-b' } }).resolves({
      Item: { pk: 'USER#u-ada', sk: 'QUOTA#2026-W49#a-plus-b', userId: 'u-ada' },
    });
    expect(await quota()).toEqual({ used: 15, limit: 15, counted: true });
    // Unlimited (premium): nothing counted, nothing to read.
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({ Item: storedProfile(ada.sub, { plan: 'premium' }) });
    expect(await quota()).toEqual({ used: 0, limit: -1, counted: false });
  });
});
