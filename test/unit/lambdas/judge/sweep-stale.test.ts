/**
 * The judge sweeper: stale queued/running submissions found through the sparse pending index (no
 * Scan), finished as IE with the workflow's own conditional write, and pushed to their owner.
 */
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLambdaEnv } from '../env';
import { storedSubmission, transactionCanceled } from './fixtures';

const db = mockClient(DynamoDBDocumentClient);
const ws = mockClient(ApiGatewayManagementApiClient);
let sweeper: typeof import('../../../../lambdas/judge/sweep-stale');
let PENDING_SHARDS: number;

const now = new Date('2026-11-02T12:00:00.000Z');
const pending = (submissionId: string, status: string) =>
  storedSubmission({
    submissionId,
    pk: `SUBMISSION#${submissionId}`,
    status,
    createdAt: '2026-11-02T11:40:00.000Z',
    gsi2pk: 'SUBMISSIONS#PENDING#0',
    gsi2sk: `SUBMISSION#2026-11-02T11:40:00.000Z#${submissionId}`,
  });
const connection = {
  pk: 'CONN#c-1',
  sk: 'CONNECTION',
  _et: 'Connection',
  _ct: '2026-11-02T10:00:00.000Z',
  _md: '2026-11-02T10:00:00.000Z',
  gsi1pk: 'USER#u-ada',
  gsi1sk: 'CONN#c-1',
  connectionId: 'c-1',
  userId: 'u-ada',
  connectedAt: '2026-11-02T10:00:00.000Z',
  lastActiveAt: '2026-11-02T10:00:00.000Z',
  expiresAt: Math.floor(Date.now() / 1000) + 3600,
};

beforeAll(async () => {
  setLambdaEnv();
  sweeper = await import('../../../../lambdas/judge/sweep-stale');
  ({ PENDING_SHARDS } = await import('../../../../lambdas/data/submissions'));
});
beforeEach(() => {
  db.reset();
  ws.reset();
  db.on(QueryCommand, { IndexName: 'gsi1' }).resolves({ Items: [connection] });
  ws.on(PostToConnectionCommand).resolves({});
});

describe('the judge sweeper', () => {
  it('queries every shard of the pending index for submissions created before the timeout, never scanning', async () => {
    db.on(QueryCommand, { IndexName: 'gsi2' }).resolves({ Items: [] });
    expect(await sweeper.sweepStaleSubmissions(now)).toEqual({ finished: [] });
    const queries = db
      .commandCalls(QueryCommand)
      .map((c) => c.args[0].input)
      .filter((q) => q.IndexName === 'gsi2');
    expect(queries).toHaveLength(PENDING_SHARDS);
    const cutoff = new Date(now.getTime() - sweeper.STALE_AFTER_MS).toISOString();
    expect(queries.map((q) => Object.values(q.ExpressionAttributeValues!))).toEqual(
      Array.from({ length: PENDING_SHARDS }, (_, shard) => expect.arrayContaining([`SUBMISSION#${cutoff}#`, `SUBMISSIONS#PENDING#${shard}`])),
    );
    expect(queries[0]!.KeyConditionExpression).toMatch(/ < :/);
    expect(db.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('records a stale submission IE with a conditional write that also drops it from the index, and pushes the result', async () => {
    db.on(QueryCommand, { IndexName: 'gsi2' }).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
      Items: Object.values(input.ExpressionAttributeValues).includes('SUBMISSIONS#PENDING#0') ? [pending('s-7', 'running')] : [],
    }));
    db.on(TransactWriteCommand).resolves({});
    expect(await sweeper.sweepStaleSubmissions(now)).toEqual({ finished: ['s-7'] });
    const [finish] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(finish!.Update).toMatchObject({ Key: { pk: 'SUBMISSION#s-7', sk: 'SUBMISSION' } });
    expect(finish!.Update!.ConditionExpression).toMatch(/IN/);
    expect(finish!.Update!.UpdateExpression).toMatch(/REMOVE /);
    expect(Object.values(finish!.Update!.ExpressionAttributeNames!)).toEqual(expect.arrayContaining(['gsi2pk', 'gsi2sk']));
    expect(Object.values(finish!.Update!.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['IE', 'done']));
    expect(JSON.parse(String(ws.commandCalls(PostToConnectionCommand)[0]!.args[0].input.Data))).toEqual({
      type: 'judge_result',
      submissionId: 's-7',
      verdict: 'IE',
      passedTests: 0,
      totalTests: 0,
      xpAwarded: 0,
      tests: [],
    });
  });

  it('leaves alone a submission its workflow finished meanwhile (the condition fails), and pushes nothing', async () => {
    db.on(QueryCommand, { IndexName: 'gsi2' }).resolves({ Items: [pending('s-8', 'queued')] });
    db.on(TransactWriteCommand).rejects(transactionCanceled('ConditionalCheckFailed'));
    expect(await sweeper.sweepStaleSubmissions(now)).toEqual({ finished: [] });
    expect(ws.commandCalls(PostToConnectionCommand)).toHaveLength(0);
  });
});
