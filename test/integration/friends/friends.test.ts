/**
 * Friends through the route handlers against DynamoDB Local (docs/requirements/friends.md §2): sending, accepting,
 * rejecting, cancelling, unfriending; two users asking each other at once; the weekly invite limit
 * under concurrency; paging cursors; ids only from the token; account deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendsMessages } from '@contract/friends';
import { apiEvent, call, createProfile, lambdaContext, startHarness, type Harness } from '../account/harness';

let harness: Harness;
const h = {} as {
  send: typeof import('../../../lambdas/friends/send-request').handler;
  accept: typeof import('../../../lambdas/friends/accept-request').handler;
  reject: typeof import('../../../lambdas/friends/reject-request').handler;
  cancel: typeof import('../../../lambdas/friends/cancel-request').handler;
  remove: typeof import('../../../lambdas/friends/remove-friend').handler;
  list: typeof import('../../../lambdas/friends/list-friends').handler;
  incoming: typeof import('../../../lambdas/friends/list-incoming-requests').handler;
  sent: typeof import('../../../lambdas/friends/list-sent-requests').handler;
  summary: typeof import('../../../lambdas/friends/get-summary').handler;
  router: typeof import('../../../lambdas/friends/handler').handler;
};

beforeAll(async () => {
  harness = await startHarness();
  h.send = (await import('../../../lambdas/friends/send-request')).handler;
  h.accept = (await import('../../../lambdas/friends/accept-request')).handler;
  h.reject = (await import('../../../lambdas/friends/reject-request')).handler;
  h.cancel = (await import('../../../lambdas/friends/cancel-request')).handler;
  h.remove = (await import('../../../lambdas/friends/remove-friend')).handler;
  h.list = (await import('../../../lambdas/friends/list-friends')).handler;
  h.incoming = (await import('../../../lambdas/friends/list-incoming-requests')).handler;
  h.sent = (await import('../../../lambdas/friends/list-sent-requests')).handler;
  h.summary = (await import('../../../lambdas/friends/get-summary')).handler;
  h.router = (await import('../../../lambdas/friends/handler')).handler;
});
afterAll(async () => harness?.stop());

const send = (from: string, to: string) => call(h.send, from, { method: 'POST', body: { toUserId: to } });
const onPath = (userId: string) => ({ pathParameters: { userId } });
const accept = (me: string, from: string) => call(h.accept, me, { method: 'POST', ...onPath(from) });
const reject = (me: string, from: string) => call(h.reject, me, { method: 'POST', ...onPath(from) });
const cancel = (me: string, to: string) => call(h.cancel, me, { method: 'DELETE', ...onPath(to) });
const unfriend = (me: string, friend: string) => call(h.remove, me, { method: 'DELETE', ...onPath(friend) });

type Handler = (event: never, context: never) => Promise<{ statusCode: number; body: string }>;
/** A GET with a query string (the harness's events carry none). */
async function get(handler: Handler, userId: string, query: Record<string, string> = {}) {
  const event = { ...(apiEvent(userId) as object), queryStringParameters: Object.keys(query).length ? query : null };
  const response = await handler(event as never, lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body) as Record<string, any> };
}

async function tableItems(prefix: { pk: string; sk?: string }) {
  const { QueryCommand } = await import('dynamodb-toolbox');
  const { table } = await import('../../../lambdas/data/table');
  const { Items = [] } = await table
    .build(QueryCommand)
    .query({ partition: prefix.pk, ...(prefix.sk && { range: { beginsWith: prefix.sk } }) })
    .send();
  return Items;
}
const friendRecords = (userId: string) => tableItems({ pk: `USER#${userId}`, sk: 'FRIEND#' });
const requestsTo = (userId: string) => tableItems({ pk: `USER#${userId}`, sk: 'FRIENDREQ#' });

async function users(prefix: string, n: number, name = 'Student') {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
  await Promise.all(ids.map((id) => createProfile(id, `${name} ${id}`)));
  return ids;
}

async function setPlan(userId: string, plan: 'free' | 'pro' | 'premium') {
  const { UpdateItemCommand } = await import('dynamodb-toolbox');
  const { UserProfileEntity } = await import('../../../lambdas/data/entities/user-profile');
  await UserProfileEntity.build(UpdateItemCommand).item({ userId, plan }).send();
}

describe('a request from sending to friendship', () => {
  beforeAll(async () => {
    await createProfile('ana', 'Ana Alvarez');
    await createProfile('ben', 'Ben Brown');
    await createProfile('cat', 'Cat Cole');
  });

  it('sends, lists on both sides without the e-mail address, counts, and accepts into two friend records', async () => {
    expect(await send('ana', 'ben')).toEqual({ status: 201, body: { outcome: 'sent' } });
    const incoming = await get(h.incoming, 'ben');
    expect(incoming.status).toBe(200);
    expect(incoming.body.requests).toEqual([{ user: { userId: 'ana', name: 'Ana Alvarez' }, sentAt: expect.any(String) }]);
    expect(JSON.stringify(incoming.body)).not.toContain('@');
    expect((await get(h.sent, 'ana')).body.requests).toEqual([{ user: { userId: 'ben', name: 'Ben Brown' }, sentAt: expect.any(String) }]);
    expect((await get(h.summary, 'ana')).body).toMatchObject({ totalFriends: 0, pendingRequests: 0, sentRequests: 1, invites: { used: 1, limit: 10 } });
    expect((await get(h.summary, 'ben')).body).toMatchObject({ totalFriends: 0, pendingRequests: 1, sentRequests: 0, invites: { used: 0, limit: 10 } });

    expect(await accept('ben', 'ana')).toEqual({ status: 200, body: { success: true } });
    expect((await friendRecords('ana')).map((f) => f.friendId)).toEqual(['ben']);
    expect((await friendRecords('ben')).map((f) => f.friendId)).toEqual(['ana']);
    expect(await requestsTo('ben')).toEqual([]);
    const list = await get(h.list, 'ana');
    expect(list.body).toEqual({ friends: [{ userId: 'ben', name: 'Ben Brown', since: expect.any(String), status: 'offline' }], nextCursor: null });
    expect((await get(h.summary, 'ben')).body).toMatchObject({ totalFriends: 1, pendingRequests: 0, sentRequests: 0, friendsActive: 0 });
  });

  it('refuses with the spec texts: already friends, already sent, yourself, nobody, answered requests', async () => {
    expect(await send('ana', 'ben')).toEqual({ status: 409, body: { message: friendsMessages.alreadyFriends } });
    expect(await send('ben', 'ana')).toEqual({ status: 409, body: { message: friendsMessages.alreadyFriends } });
    expect(await send('ana', 'cat')).toMatchObject({ status: 201 });
    expect(await send('ana', 'cat')).toEqual({ status: 409, body: { message: friendsMessages.alreadySent } });
    expect(await send('ana', 'ana')).toEqual({ status: 400, body: { message: friendsMessages.notYourself } });
    expect(await send('ana', 'nobody-here')).toEqual({ status: 404, body: { message: friendsMessages.userNotFound } });
    expect(await accept('ana', 'cat')).toEqual({ status: 404, body: { message: friendsMessages.requestNotFound } });
    expect(await reject('cat', 'ana')).toEqual({ status: 200, body: { success: true } });
    expect(await reject('cat', 'ana')).toEqual({ status: 404, body: { message: friendsMessages.requestNotFound } });
    expect(await requestsTo('cat')).toEqual([]);
    // Rejected requests are not kept: the sender may ask again (another invite of the week).
    expect(await send('ana', 'cat')).toMatchObject({ status: 201, body: { outcome: 'sent' } });
    expect(await cancel('ana', 'cat')).toEqual({ status: 200, body: { success: true } });
    expect(await cancel('ana', 'cat')).toEqual({ status: 404, body: { message: friendsMessages.requestNotFound } });
    expect((await get(h.summary, 'ana')).body.invites.used).toBe(3);
    expect((await send(undefined as never, 'ben')).status).toBe(401);
  });

  it('sending to someone who already asked accepts their request', async () => {
    expect(await send('cat', 'ben')).toMatchObject({ status: 201, body: { outcome: 'sent' } });
    expect(await send('ben', 'cat')).toEqual({ status: 201, body: { outcome: 'friends' } });
    expect((await friendRecords('cat')).map((f) => f.friendId)).toEqual(['ben']);
    expect(await requestsTo('ben')).toEqual([]);
    expect(await requestsTo('cat')).toEqual([]);
    // Accepting used no invite of ben's.
    expect((await get(h.summary, 'ben')).body.invites.used).toBe(0);
  });

  it('unfriends both sides once', async () => {
    expect(await unfriend('ben', 'cat')).toEqual({ status: 200, body: { success: true } });
    expect(await friendRecords('cat')).toEqual([]);
    expect((await friendRecords('ben')).map((f) => f.friendId)).toEqual(['ana']);
    expect(await unfriend('cat', 'ben')).toEqual({ status: 404, body: { message: friendsMessages.notFriends } });
  });

  it('the feature router serves every route', async () => {
    const event = { ...(apiEvent('ana') as object), resource: '/friends/summary', httpMethod: 'GET' };
    expect((await h.router(event as never, lambdaContext)).statusCode).toBe(200);
  });
});

describe('ids come from the token: nobody answers a request addressed to someone else', () => {
  it('a third user can neither accept, reject nor cancel the request between two others, nor unfriend them', async () => {
    await Promise.all([createProfile('dee', 'Dee'), createProfile('eve', 'Eve'), createProfile('mal', 'Mallory')]);
    expect(await send('dee', 'eve')).toMatchObject({ status: 201 });
    // mal names dee as the sender: the route looks for dee → mal, which does not exist.
    expect((await accept('mal', 'dee')).status).toBe(404);
    expect((await reject('mal', 'dee')).status).toBe(404);
    // mal names eve as the recipient of *their own* request: mal → eve does not exist.
    expect((await cancel('mal', 'eve')).status).toBe(404);
    // A body cannot stand in for the path: the id in the path is the one used.
    expect((await call(h.accept, 'mal', { method: 'POST', body: { userId: 'dee' }, pathParameters: { userId: 'mal' } })).status).toBe(404);
    expect((await requestsTo('eve')).map((r) => r.fromUserId)).toEqual(['dee']);
    expect(await friendRecords('mal')).toEqual([]);
    // The recipient accepts; a third user cannot break them up.
    expect((await accept('eve', 'dee')).status).toBe(200);
    expect((await unfriend('mal', 'dee')).status).toBe(404);
    expect((await friendRecords('dee')).map((f) => f.friendId)).toEqual(['eve']);
  });
});

describe('two users asking each other at once', () => {
  it('become friends exactly once: both records, no request left, one "sent" and one "friends"', async () => {
    const left = await users('race-a', 10);
    const right = await users('race-b', 10);
    const results = await Promise.all(left.map((a, i) => Promise.all([send(a, right[i]!), send(right[i]!, a)])));
    for (const [i, [ab, ba]] of results.entries()) {
      const a = left[i]!;
      const b = right[i]!;
      expect([ab.status, ba.status]).toEqual([201, 201]);
      expect([ab.body.outcome, ba.body.outcome].sort()).toEqual(['friends', 'sent']);
      expect((await friendRecords(a)).map((f) => f.friendId)).toEqual([b]);
      expect((await friendRecords(b)).map((f) => f.friendId)).toEqual([a]);
      expect(await requestsTo(a)).toEqual([]);
      expect(await requestsTo(b)).toEqual([]);
    }
  });
});

describe('the weekly invite limit of the plan', () => {
  it('lets a free user send 10 and refuses the 11th with the plan-limit text', async () => {
    await createProfile('sender', 'Sender');
    const targets = await users('limit-t', 11);
    for (const target of targets.slice(0, 10)) expect((await send('sender', target)).status).toBe(201);
    expect(await send('sender', targets[10]!)).toEqual({ status: 429, body: { message: friendsMessages.planLimit } });
    expect((await get(h.summary, 'sender')).body.invites).toMatchObject({ used: 10, limit: 10, week: expect.stringMatching(/^\d{4}-W\d{2}$/) });
    // A refused send wrote nothing.
    expect(await requestsTo(targets[10]!)).toEqual([]);
    // Accepting a request is not an invite: still possible at the limit.
    await createProfile('asker', 'Asker');
    expect((await send('asker', 'sender')).status).toBe(201);
    expect(await send('sender', 'asker')).toEqual({ status: 201, body: { outcome: 'friends' } });
  });

  it('12 concurrent sends from a fresh free user let exactly 10 through', async () => {
    await createProfile('burst', 'Burst');
    const targets = await users('burst-t', 12);
    const results = await Promise.all(targets.map((t) => send('burst', t)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429).map((r) => r.body.message)).toEqual([friendsMessages.planLimit, friendsMessages.planLimit]);
    expect((await get(h.summary, 'burst')).body).toMatchObject({ sentRequests: 10, invites: { used: 10, limit: 10 } });
  });

  it('pro allows 25, premium is unlimited (-1)', async () => {
    await createProfile('premium', 'Premium');
    await setPlan('premium', 'premium');
    const targets = await users('prem-t', 27);
    for (const t of targets) expect((await send('premium', t)).status).toBe(201);
    expect((await get(h.summary, 'premium')).body.invites).toMatchObject({ used: 27, limit: -1 });
    await createProfile('pro', 'Pro');
    await setPlan('pro', 'pro');
    expect((await get(h.summary, 'pro')).body.invites).toMatchObject({ used: 0, limit: 25 });
  });
});

describe('paging', () => {
  it('pages friends 10 at a time, newest first, and answers a tampered cursor with 400', async () => {
    await createProfile('popular', 'Popular');
    const fans = await users('fan', 12, 'Fan');
    for (const fan of fans) {
      expect((await send(fan, 'popular')).status).toBe(201);
      expect((await accept('popular', fan)).status).toBe(200);
    }
    const first = await get(h.list, 'popular');
    expect(first.body.friends).toHaveLength(10);
    expect(first.body.friends[0].userId).toBe('fan-11');
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await get(h.list, 'popular', { cursor: first.body.nextCursor });
    expect(second.body.friends.map((f: { userId: string }) => f.userId)).toEqual(['fan-1', 'fan-0']);
    expect(second.body.nextCursor).toBeNull();

    const key = JSON.parse(Buffer.from(first.body.nextCursor, 'base64url').toString('utf8'));
    const forged = (k: object) => Buffer.from(JSON.stringify(k)).toString('base64url');
    for (const cursor of [
      'not a cursor!',
      'bm90IGpzb24',
      forged({ ...key, gsi2pk: 'FRIENDS#fan-0' }),
      forged({ ...key, extra: 'x' }),
      forged({ ...key, pk: 1 }),
      forged([1, 2]),
      'x'.repeat(3000),
    ]) {
      const answer = await get(h.list, 'popular', { cursor });
      expect(answer.status, cursor).toBe(400);
    }
    // Another user's cursor does not open their list.
    expect((await get(h.list, 'fan-0', { cursor: first.body.nextCursor })).status).toBe(400);
    expect((await get(h.incoming, 'popular', { cursor: first.body.nextCursor })).status).toBe(400);
  });

  it('pages incoming and sent requests', async () => {
    await createProfile('wanted', 'Wanted');
    const askers = await users('asker', 11, 'Asker');
    for (const a of askers) expect((await send(a, 'wanted')).status).toBe(201);
    const first = await get(h.incoming, 'wanted');
    expect(first.body.requests).toHaveLength(10);
    const second = await get(h.incoming, 'wanted', { cursor: first.body.nextCursor });
    expect(second.body.requests).toHaveLength(1);
    expect(new Set([...first.body.requests, ...second.body.requests].map((r: { user: { userId: string } }) => r.user.userId))).toEqual(new Set(askers));
    expect((await get(h.sent, 'sender')).body.requests).toHaveLength(10);
    expect((await get(h.sent, 'sender', { cursor: first.body.nextCursor })).status).toBe(400);
  });
});

describe('account deletion', () => {
  it('removes friend records on both sides, requests both ways, invite counters and search keywords', async () => {
    const data = {
      guard: await import('../../../lambdas/data/account-guard'),
      userItems: await import('../../../lambdas/data/user-items'),
      search: await import('../../../lambdas/data/user-search'),
    };
    await Promise.all([
      createProfile('gone', 'Gone Away'),
      createProfile('stay', 'Stay Here'),
      createProfile('fan1', 'Fan One'),
      createProfile('idol', 'Idol'),
    ]);
    expect((await send('gone', 'stay')).status).toBe(201);
    expect((await accept('stay', 'gone')).status).toBe(200);
    expect((await send('fan1', 'gone')).status).toBe(201);
    expect((await send('gone', 'idol')).status).toBe(201);
    expect(await data.search.listSearchTokens('gone')).toEqual(['@gone@example.com', 'away', 'gone']);

    await data.guard.markAccountDeleting('gone');
    // From the tombstone on, nothing of the account is written.
    expect(await send('stay', 'gone')).toMatchObject({ status: 404 });
    const listed = await data.userItems.listUserItemKeys('gone');
    const sortKeys = listed.map((k) => `${k.pk} ${k.sk}`);
    expect(sortKeys).toEqual(
      expect.arrayContaining([
        'USER#gone FRIEND#stay',
        'USER#stay FRIEND#gone',
        'USER#gone FRIENDREQ#fan1',
        'USER#idol FRIENDREQ#gone',
        expect.stringMatching(/^USER#gone INVITES#/),
        'USERSEARCH#go gone#gone',
      ]),
    );
    await data.userItems.deleteItems(listed);

    expect(await data.userItems.listUserItemKeys('gone')).toEqual([]);
    expect(await friendRecords('stay')).toEqual([]);
    expect(await requestsTo('idol')).toEqual([]);
    expect((await get(h.sent, 'fan1')).body.requests).toEqual([]);
    expect((await get(h.summary, 'stay')).body).toMatchObject({ totalFriends: 0 });
    expect(await data.search.listSearchTokens('stay')).toEqual(['@stay@example.com', 'here', 'stay']);
  });
});
