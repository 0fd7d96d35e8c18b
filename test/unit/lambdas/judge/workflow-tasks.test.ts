import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLambdaEnv } from '../env';
import { storedProblem, storedSubmission } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const ws = mockClient(ApiGatewayManagementApiClient);
let prepare: typeof import('../../../../lambdas/judge/prepare');
let notify: typeof import('../../../../lambdas/judge/notify').handler;

beforeAll(async () => {
  setLambdaEnv();
  prepare = await import('../../../../lambdas/judge/prepare');
  ({ handler: notify } = await import('../../../../lambdas/judge/notify'));
});
beforeEach(() => {
  db.reset();
  s3.reset();
  ws.reset();
});

describe('Prepare submission', () => {
  it('splits the tests into batches that know the next batch (for the "running" progress)', () => {
    expect(prepare.toBatches(7, 3)).toEqual([
      { index: 0, count: 3, start: 0, end: 3, nextStart: 3, nextEnd: 6 },
      { index: 1, count: 3, start: 3, end: 6, nextStart: 6, nextEnd: 7 },
      { index: 2, count: 3, start: 6, end: 7, nextStart: 7, nextEnd: 7 },
    ]);
  });

  it('marks the submission running and puts ids, limits and batches in the state: no source, no test', async () => {
    db.on(UpdateCommand).resolves({ Attributes: storedSubmission() });
    db.on(GetCommand).resolves({ Item: storedProblem({ timeMs: 2000, memoryMb: 128 }) });
    // Only the id counts: whatever else an execution input carries is ignored.
    const state = await prepare.handler({ submissionId: 's-1', source: 'evil', userId: 'someone-else' });
    expect(state).toEqual({
      submissionId: 's-1',
      userId: 'u-ada',
      problemId: 'a-plus-b',
      difficulty: 'Medium',
      language: 'cpp',
      limits: { timeMs: 2000, memoryMb: 128 },
      testCount: 4,
      batches: prepare.toBatches(4),
    });
    expect(s3.calls()).toHaveLength(0);
    expect(db.commandCalls(UpdateCommand)[0]!.args[0].input.ConditionExpression).toMatch(/IN/);
  });

  it.each([0, 21])('refuses a problem with %i tests (the count bounds the state)', async (testCount) => {
    db.on(UpdateCommand).resolves({ Attributes: storedSubmission() });
    db.on(GetCommand).resolves({ Item: storedProblem({ testCount }) });
    await expect(prepare.handler({ submissionId: 's-1' })).rejects.toThrow(/tests \(1 to 20 allowed\)/);
  });

  it('refuses a submission that is not waiting (already done, or missing): the record step keeps what is stored', async () => {
    db.on(UpdateCommand).rejects(Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }));
    await expect(prepare.handler({ submissionId: 's-1' })).rejects.toThrow(prepare.SubmissionNotJudgeable);
  });
});

describe('Report batch progress / Notify result', () => {
  const connections = ['c-1', 'c-2'].map((connectionId) => ({
    pk: `CONN#${connectionId}`,
    sk: 'CONNECTION',
    _et: 'Connection',
    _ct: '2026-11-02T10:00:00.000Z',
    _md: '2026-11-02T10:00:00.000Z',
    gsi1pk: 'USER#u-ada',
    gsi1sk: `CONN#${connectionId}`,
    connectionId,
    userId: 'u-ada',
    connectedAt: '2026-11-02T10:00:00.000Z',
    lastActiveAt: '2026-11-02T10:00:00.000Z',
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
  }));

  it('pushes the batch as passed/failed and the next batch as running to every connection of the user, and drops gone ones', async () => {
    db.on(QueryCommand).resolves({ Items: connections });
    db.on(DeleteCommand).resolves({});
    ws.on(PostToConnectionCommand, { ConnectionId: 'c-2' }).rejects(new GoneException({ message: 'gone', $metadata: {} }));
    const outcome = (index: number, verdict: string) => ({ index, verdict, timeMs: 1, memoryKb: 1 });
    const result = await notify({
      type: 'progress',
      submissionId: 's-1',
      userId: 'u-ada',
      batch: { index: 0, count: 2, start: 0, end: 2, nextStart: 2, nextEnd: 4 },
      results: [outcome(0, 'AC'), outcome(1, 'WA')],
    });
    expect(result).toEqual({ delivered: 1 });
    expect(db.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ IndexName: 'gsi1' });
    const sent = JSON.parse(String(ws.commandCalls(PostToConnectionCommand)[0]!.args[0].input.Data));
    expect(sent).toEqual({
      type: 'judge_progress',
      submissionId: 's-1',
      tests: [
        { index: 0, state: 'passed' },
        { index: 1, state: 'failed' },
        { index: 2, state: 'running' },
        { index: 3, state: 'running' },
      ],
    });
    expect(db).toHaveReceivedCommandWith(DeleteCommand, { Key: { pk: 'CONN#c-2', sk: 'CONNECTION' } });
  });

  it('pushes SKIPPED tests as skipped (not run), and after a TLE announces no next batch as running', async () => {
    db.on(QueryCommand).resolves({ Items: connections.slice(0, 1) });
    const outcome = (index: number, verdict: string) => ({ index, verdict, timeMs: 1, memoryKb: 1 });
    const pushed = async (batch: object, results: object[]) => {
      ws.reset();
      await notify({ type: 'progress', submissionId: 's-1', userId: 'u-ada', batch, results });
      return JSON.parse(String(ws.commandCalls(PostToConnectionCommand)[0]!.args[0].input.Data)).tests;
    };
    // The batch with the TLE: its next batch will be skipped, so it is not said to be running.
    expect(
      await pushed({ index: 0, count: 3, start: 0, end: 3, nextStart: 3, nextEnd: 6 }, [outcome(0, 'AC'), outcome(1, 'TLE'), outcome(2, 'SKIPPED')]),
    ).toEqual([
      { index: 0, state: 'passed' },
      { index: 1, state: 'failed' },
      { index: 2, state: 'skipped' },
    ]);
    // A batch skipped whole (judge-batch.ts): skipped, never passed or failed.
    expect(
      await pushed(
        { index: 1, count: 3, start: 3, end: 6, nextStart: 6, nextEnd: 7 },
        [3, 4, 5].map((i) => outcome(i, 'SKIPPED')),
      ),
    ).toEqual([3, 4, 5].map((index) => ({ index, state: 'skipped' })));
  });

  it('pushes the result, and never fails the workflow when pushing fails', async () => {
    db.on(QueryCommand).resolves({ Items: connections.slice(0, 1) });
    const record = { submissionId: 's-1', userId: 'u-ada', verdict: 'AC', passedTests: 4, totalTests: 4, xpAwarded: 20, tests: [] };
    expect(await notify({ type: 'result', record })).toEqual({ delivered: 1 });
    expect(JSON.parse(String(ws.commandCalls(PostToConnectionCommand)[0]!.args[0].input.Data))).toEqual({
      type: 'judge_result',
      submissionId: 's-1',
      verdict: 'AC',
      passedTests: 4,
      totalTests: 4,
      xpAwarded: 20,
      tests: [],
    });
    db.on(QueryCommand).rejects(new Error('DynamoDB is down'));
    expect(await notify({ type: 'result', record })).toEqual({ delivered: 0 });
  });
});
