/** The warm Lambda's cache of standing summaries (lambdas/platform/standing-summary-cache.ts) over a mocked DynamoDB. */
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLambdaEnv } from '../env';

const db = mockClient(DynamoDBDocumentClient);
let cache: typeof import('../../../../lambdas/platform/standing-summary-cache');

beforeAll(async () => {
  setLambdaEnv();
  cache = await import('../../../../lambdas/platform/standing-summary-cache');
});
beforeEach(() => {
  db.reset();
  cache.clearStandingSummaryCaches();
  let reads = 0;
  db.on(GetCommand).callsFake(() => {
    reads++;
    return {
      Item: {
        pk: 'STANDINGS#XP#M#2026-11#SUMMARY',
        sk: 'ALL',
        _et: 'StandingSummary',
        board: 'XP#M#2026-11',
        scope: 'world',
        users: reads,
        levels: [50, 10],
        counts: [1, reads],
        step: 1,
        computedAt: '2026-11-26T12:00:00.000Z',
      },
    };
  });
});

describe('cachedStandingSummary', () => {
  it('reads a board and scope once, then answers from the warm Lambda; each board and scope apart', async () => {
    expect((await cache.cachedStandingSummary('XP#M#2026-11', 'world'))?.users).toBe(1);
    expect((await cache.cachedStandingSummary('XP#M#2026-11', 'world'))?.users).toBe(1);
    expect(db).toHaveReceivedCommandTimes(GetCommand, 1);
    await cache.cachedStandingSummary('XP#M#2026-11', 'PK');
    expect(db).toHaveReceivedCommandTimes(GetCommand, 2);
  });
});

describe('clearStandingSummaryCaches', () => {
  it('forgets every summary kept: the next request for each board and scope reads it anew', async () => {
    await cache.cachedStandingSummary('XP#M#2026-11', 'world');
    await cache.cachedStandingSummary('XP#M#2026-11', 'PK');
    expect(db).toHaveReceivedCommandTimes(GetCommand, 2);
    cache.clearStandingSummaryCaches();
    expect((await cache.cachedStandingSummary('XP#M#2026-11', 'world'))?.users).toBe(3);
    await cache.cachedStandingSummary('XP#M#2026-11', 'PK');
    expect(db).toHaveReceivedCommandTimes(GetCommand, 4);
    // Then warm again.
    expect((await cache.cachedStandingSummary('XP#M#2026-11', 'world'))?.users).toBe(3);
    expect(db).toHaveReceivedCommandTimes(GetCommand, 4);
  });
});
