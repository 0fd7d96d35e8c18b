/** The red dot's count and idempotent session records, against DynamoDB Local. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProfile, startHarness, type Harness } from './harness';

let harness: Harness;
const h = {} as {
  countPending: typeof import('../../../lambdas/friends/count-pending-requests').handler;
  startSession: typeof import('../../../lambdas/sessions/start-session').handler;
  listSessions: typeof import('../../../lambdas/sessions/list-sessions').handler;
};

beforeAll(async () => {
  harness = await startHarness();
  h.countPending = (await import('../../../lambdas/friends/count-pending-requests')).handler;
  h.startSession = (await import('../../../lambdas/sessions/start-session')).handler;
  h.listSessions = (await import('../../../lambdas/sessions/list-sessions')).handler;
  for (const id of ['ana', 'ben', 'cat', 'dan']) await createProfile(id);
});
afterAll(async () => harness?.stop());

describe('pending friend requests', () => {
  it('counts only the pending requests addressed to the caller', async () => {
    const { putFriendRequest } = await import('../../../lambdas/data/friend-requests');
    const request = (fromUserId: string, toUserId: string, status: 'pending' | 'accepted' | 'rejected') => ({
      fromUserId,
      toUserId,
      status,
      sentAt: new Date().toISOString(),
      fromName: fromUserId,
      fromEmail: `${fromUserId}@example.com`,
    });
    await putFriendRequest(request('ben', 'ana', 'pending'));
    await putFriendRequest(request('cat', 'ana', 'pending'));
    await putFriendRequest(request('dan', 'ana', 'accepted'));
    // Sent by ana: outgoing, not hers to answer.
    await putFriendRequest(request('ana', 'ben', 'pending'));

    expect(await call(h.countPending, 'ana')).toEqual({ status: 200, body: { pending: 2 } });
    expect(await call(h.countPending, 'cat')).toEqual({ status: 200, body: { pending: 0 } });
    expect((await call(h.countPending, 'ben')).body).toEqual({ pending: 1 });
    expect((await call(h.countPending, undefined)).status).toBe(401);
  });
});

describe('session records with a browser-chosen id', () => {
  const device = { deviceType: 'desktop', deviceName: 'Linux PC', browser: 'Chromium', os: 'Linux' };

  async function sessionItemsOf(userId: string) {
    const { QueryCommand } = await import('dynamodb-toolbox');
    const { table } = await import('../../../lambdas/data/table');
    const { Items = [] } = await table
      .build(QueryCommand)
      .query({ partition: `USER#${userId}`, range: { beginsWith: 'SESSION#' } })
      .send();
    return Items;
  }

  it('leaves one record for two posts with the same id, one after the other or at once', async () => {
    const sessionId = crypto.randomUUID();
    const first = await call(h.startSession, 'ana', { method: 'POST', body: { ...device, sessionId } });
    const again = await call(h.startSession, 'ana', { method: 'POST', body: { ...device, deviceName: 'Reloaded', sessionId } });
    expect(first).toMatchObject({ status: 201, body: { sessionId } });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body); // the stored record, not the second post's fields
    expect(await sessionItemsOf('ana')).toHaveLength(1);

    const racing = crypto.randomUUID();
    const both = await Promise.all([1, 2].map(() => call(h.startSession, 'ben', { method: 'POST', body: { ...device, sessionId: racing } })));
    expect(both.map((r) => r.body.sessionId)).toEqual([racing, racing]);
    expect(both[0]!.body).toEqual(both[1]!.body);
    expect((await sessionItemsOf('ben')).map((item) => item.sessionId)).toEqual([racing]);
    expect(((await call(h.listSessions, 'ben')).body.sessions as unknown[]).length).toBe(1);
  });

  it('keeps users apart: the same id posted by another user is that user’s own record', async () => {
    const sessionId = crypto.randomUUID();
    await call(h.startSession, 'cat', { method: 'POST', body: { ...device, deviceName: 'Cat PC', sessionId } });
    const dans = await call(h.startSession, 'dan', { method: 'POST', body: { ...device, deviceName: 'Dan PC', sessionId } });
    expect(dans.body).toMatchObject({ sessionId, deviceName: 'Dan PC' });
    expect((await sessionItemsOf('cat')).map((item) => item.deviceName)).toEqual(['Cat PC']);
    expect((await sessionItemsOf('dan')).map((item) => item.deviceName)).toEqual(['Dan PC']);
  });
});
