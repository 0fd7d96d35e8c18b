import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { storedProblem, storedSubmission } from '../judge/fixtures';
import { ada, bob, bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const sfn = mockClient(SFNClient);
let create: typeof import('../../../../lambdas/submissions/create-submission').handler;
let get: typeof import('../../../../lambdas/submissions/get-submission').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: create } = await import('../../../../lambdas/submissions/create-submission'));
  ({ handler: get } = await import('../../../../lambdas/submissions/get-submission'));
});
beforeEach(() => {
  db.reset();
  sfn.reset();
  db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem() });
  db.on(TransactWriteCommand).resolves({});
  sfn.on(StartExecutionCommand).resolves({ executionArn: 'arn:exec' });
});

const submit = (body: unknown, problemId = 'a-plus-b', who = ada) =>
  create(userEvent(who, { method: 'POST', body, pathParameters: { problemId } }), lambdaContext);

describe('POST /problems/{problemId}/submissions', () => {
  it('queues the caller\'s submission and starts the workflow named after it, answering 202 with the id', async () => {
    const response = await submit({ language: 'python', source: 'print(1)', userId: 'u-bob' });
    expect(response.statusCode).toBe(202);
    const { submissionId } = bodyOf(response) as { submissionId: string };
    const [accountCheck, put] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    // Nothing is written for an account that is deleted or being deleted.
    expect(accountCheck!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#u-ada', sk: 'PROFILE' } });
    const item = put!.Put!.Item!;
    // The owner comes from the token, never from the body.
    expect(item).toMatchObject({ submissionId, userId: 'u-ada', problemId: 'a-plus-b', language: 'python', source: 'print(1)', sourceBytes: 8, status: 'queued' });
    expect(sfn).toHaveReceivedCommandWith(StartExecutionCommand, {
      stateMachineArn: process.env.JUDGE_STATE_MACHINE_ARN, name: submissionId, input: JSON.stringify({ submissionId }),
    });
  });

  it('answers 404 and starts no judging for an account that is deleted or being deleted', async () => {
    db.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }] }),
    );
    const response = await submit({ language: 'python', source: 'print(1)' });
    expect(response.statusCode).toBe(404);
    expect(sfn.commandCalls(StartExecutionCommand)).toHaveLength(0);
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

  it('answers 404 for an unknown problem, and 503 with the spec\'s words when the workflow cannot start', async () => {
    db.on(GetCommand).resolves({});
    expect((await submit({ language: 'cpp', source: 'int main(){}' }, 'nope')).statusCode).toBe(404);
    db.on(GetCommand).resolves({ Item: storedProblem() });
    sfn.on(StartExecutionCommand).rejects(new Error('throttled'));
    const response = await submit({ language: 'cpp', source: 'int main(){}' });
    expect(response.statusCode).toBe(503);
    expect(bodyOf(response)).toMatchObject({ message: 'Failed to submit code. Please try again.' });
  });
});

describe('GET /submissions/{submissionId}', () => {
  it('shows the owner the result, and nobody else (404, as if it did not exist)', async () => {
    const done = storedSubmission({ userId: ada.sub, status: 'done', verdict: 'AC', passedTests: 1, totalTests: 1, xpAwarded: 5,
      tests: [{ index: 0, verdict: 'AC', timeMs: 2, memoryKb: 900 }], finishedAt: '2026-11-02T10:00:02.000Z' });
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
