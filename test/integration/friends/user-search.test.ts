/**
 * The user search (GET /users/search) against DynamoDB Local: name words by prefix, any letter case
 * and accents; e-mail addresses only whole; each user once; the caller's relation; renames; paging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, call, createProfile, lambdaContext, startHarness, type Harness } from '../account/harness';

let harness: Harness;
const h = {} as {
  search: typeof import('../../../lambdas/users/search-users').handler;
  send: typeof import('../../../lambdas/friends/send-request').handler;
  accept: typeof import('../../../lambdas/friends/accept-request').handler;
  updateMe: typeof import('../../../lambdas/profile/update-me').handler;
};

beforeAll(async () => {
  harness = await startHarness();
  h.search = (await import('../../../lambdas/users/search-users')).handler;
  h.send = (await import('../../../lambdas/friends/send-request')).handler;
  h.accept = (await import('../../../lambdas/friends/accept-request')).handler;
  h.updateMe = (await import('../../../lambdas/profile/update-me')).handler;
  await createProfile('zoe', 'Zoë Ångström');
  await createProfile('zack', 'Zack Zimmer');
  await createProfile('sam', 'Sam Samuels');
  await createProfile('ana', 'Ana Lima');
  await createProfile('lia', 'Lia Limón');
  await createProfile('me', 'Me Myself');
});
afterAll(async () => harness?.stop());

async function search(userId: string, q: string, cursor?: string) {
  const event = { ...(apiEvent(userId) as object), queryStringParameters: { q, ...(cursor && { cursor }) } };
  const response = await h.search(event as never, lambdaContext);
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { users: { userId: string; name: string; relation: string }[]; nextCursor: string | null; message?: string },
  };
}
const ids = async (userId: string, q: string) => (await search(userId, q)).body.users.map((u) => u.userId).sort();

describe('user search', () => {
  it('finds names by the start of any word, in any case, with or without accents', async () => {
    expect(await ids('me', 'zo')).toEqual(['zoe']);
    expect(await ids('me', 'ZOË')).toEqual(['zoe']);
    expect(await ids('me', 'angst')).toEqual(['zoe']);
    expect(await ids('me', 'za')).toEqual(['zack']);
    expect(await ids('me', 'zimm')).toEqual(['zack']);
    expect(await ids('me', 'lim')).toEqual(['ana', 'lia']);
    expect(await ids('me', 'limon')).toEqual(['lia']);
    expect(await ids('me', 'ana lim')).toEqual(['ana']);
    expect(await ids('me', 'imer')).toEqual([]);
    const found = await search('me', 'zack');
    expect(found).toEqual({ status: 200, body: { users: [{ userId: 'zack', name: 'Zack Zimmer', relation: 'none' }], nextCursor: null } });
  });

  it('lists a user once even when two of their words match', async () => {
    expect((await search('me', 'sam')).body.users.map((u) => u.userId)).toEqual(['sam']);
  });

  it('finds e-mail addresses only whole, in any case; never by their start', async () => {
    expect(await ids('me', 'zack@example.com')).toEqual(['zack']);
    expect(await ids('me', '  ZACK@Example.COM ')).toEqual(['zack']);
    expect(await ids('me', 'zack@example.co')).toEqual([]);
    expect(await ids('me', 'zack@')).toEqual([]);
    expect(await ids('me', 'example')).toEqual([]);
    expect(await ids('me', '@example.com')).toEqual([]);
  });

  it('marks the caller as self and each user with the caller’s relation', async () => {
    expect((await call(h.send, 'me', { method: 'POST', body: { toUserId: 'zack' } })).status).toBe(201);
    expect((await call(h.send, 'zoe', { method: 'POST', body: { toUserId: 'me' } })).status).toBe(201);
    expect((await call(h.send, 'sam', { method: 'POST', body: { toUserId: 'me' } })).status).toBe(201);
    expect((await call(h.accept, 'me', { method: 'POST', pathParameters: { userId: 'sam' } })).status).toBe(200);
    const relation = async (q: string) => (await search('me', q)).body.users.map((u) => [u.userId, u.relation]);
    expect(await relation('myself')).toEqual([['me', 'self']]);
    expect(await relation('zack')).toEqual([['zack', 'sent']]);
    expect(await relation('zoe')).toEqual([['zoe', 'incoming']]);
    expect(await relation('samuels')).toEqual([['sam', 'friend']]);
    expect(await relation('ana')).toEqual([['ana', 'none']]);
    // The other side of the same relations.
    expect((await search('zack', 'me')).body.users).toEqual([{ userId: 'me', name: 'Me Myself', relation: 'incoming' }]);
  });

  it('after a rename finds the new name only', async () => {
    const renamed = await call(h.updateMe, 'zack', { method: 'PATCH', body: { name: 'Xavier Quinn' } });
    expect(renamed.status).toBe(200);
    expect(await ids('me', 'zack')).toEqual([]);
    expect(await ids('me', 'zimmer')).toEqual([]);
    expect(await ids('me', 'xav')).toEqual(['zack']);
    expect(await ids('me', 'quinn')).toEqual(['zack']);
    expect(await ids('me', 'zack@example.com')).toEqual(['zack']);
    const { listSearchTokens } = await import('../../../lambdas/data/user-search');
    expect(await listSearchTokens('zack')).toEqual(['@zack@example.com', 'quinn', 'xavier']);
  });

  it('pages 10 users at a time without repeating anyone, and refuses a tampered cursor', async () => {
    const many = Array.from({ length: 13 }, (_, i) => `pg-${String(i).padStart(2, '0')}`);
    await Promise.all(many.map((id, i) => createProfile(id, i % 2 ? `Pager Pagerson ${i}` : `Pager ${i}`)));
    const first = await search('me', 'pager');
    expect(first.body.users).toHaveLength(10);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await search('me', 'pager', first.body.nextCursor!);
    expect(second.body.users).toHaveLength(3);
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.users, ...second.body.users].map((u) => u.userId).sort()).toEqual(many);
    // A cursor of another query, or forged, is a 400.
    expect((await search('me', 'zo', first.body.nextCursor!)).status).toBe(400);
    expect((await search('me', 'pager', 'garbage!')).status).toBe(400);
    const forged = Buffer.from(JSON.stringify({ pk: 'USER#zack', sk: 'PROFILE' })).toString('base64url');
    expect((await search('me', 'pager', forged)).status).toBe(400);
    expect((await search('me', 'a')).status).toBe(400);
  });

  it('the backfill makes accounts created before the index searchable', async () => {
    const { PutItemCommand } = await import('dynamodb-toolbox');
    const { UserProfileEntity } = await import('../../../lambdas/data/entities/user-profile');
    await UserProfileEntity.build(PutItemCommand)
      .item({ userId: 'old', email: 'old@example.com', name: 'Olden Days', createdAt: '2025-01-01T00:00:00.000Z' })
      .send();
    expect(await ids('me', 'olden')).toEqual([]);
    const { indexAllUsersForSearch } = await import('../../../lambdas/data/user-search');
    expect(await indexAllUsersForSearch()).toBeGreaterThan(10);
    expect(await ids('me', 'olden')).toEqual(['old']);
    expect(await ids('me', 'old@example.com')).toEqual(['old']);
    expect(await ids('me', 'zimmer')).toEqual([]); // a rename stays renamed
  });
});
