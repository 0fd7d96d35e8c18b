/**
 * The friends' chat against DynamoDB Local (docs/requirements/friends.md §4): sending (the real send
 * transaction, pushes captured), history pages of 8 in order, read flags and unread counts that
 * survive a reload, one message per clientId, refusals, a third user's view of nothing, and account
 * deletion taking the whole conversation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatIdOf, MAX_CHAT_MESSAGES_PER_MINUTE, type ChatHistory, type ChatMessage } from '@contract/chat';
import type { ServerMessage } from '@contract/realtime';
import { apiEvent, createProfile, lambdaContext, startHarness, type Harness } from '../account/harness';

let harness: Harness;
let send: typeof import('../../../lambdas/chat/send-message');
let repo: typeof import('../../../lambdas/chat/repository');
let routes: {
  history: typeof import('../../../lambdas/chat/get-chat-history').handler;
  read: typeof import('../../../lambdas/chat/mark-chat-read').handler;
  unread: typeof import('../../../lambdas/chat/get-unread-counts').handler;
};

const pushes: { connectionIds: readonly string[]; message: ServerMessage }[] = [];

async function befriend(a: string, b: string) {
  const { PutItemCommand } = await import('dynamodb-toolbox');
  const { FriendEntity } = await import('../../../lambdas/data/entities/friend');
  const since = new Date().toISOString();
  await FriendEntity.build(PutItemCommand).item({ userId: a, friendId: b, since }).send();
  await FriendEntity.build(PutItemCommand).item({ userId: b, friendId: a, since }).send();
}

beforeAll(async () => {
  harness = await startHarness();
  send = await import('../../../lambdas/chat/send-message');
  repo = await import('../../../lambdas/chat/repository');
  routes = {
    history: (await import('../../../lambdas/chat/get-chat-history')).handler,
    read: (await import('../../../lambdas/chat/mark-chat-read')).handler,
    unread: (await import('../../../lambdas/chat/get-unread-counts')).handler,
  };
  for (const [id, name] of [
    ['ann', 'Ann'],
    ['ben', 'Ben'],
    ['cat', 'Cat'],
    ['dan', 'Dan'],
    ['eve', 'Eve'],
    ['fay', 'Fay'],
    ['gus', 'Gus'],
    ['hal', 'Hal'],
  ] as const)
    await createProfile(id, name);
  await befriend('ann', 'ben');
  await befriend('gus', 'hal');
  await befriend('dan', 'eve');
  await befriend('dan', 'fay');
});
afterAll(async () => harness?.stop());

/** The real dependencies, with pushes captured and two connections per user. */
const deps = () => ({
  ...repo.chatSendDeps,
  listUserConnectionIds: async (userId: string) => [`${userId}-1`, `${userId}-2`],
  pushToConnections: async (connectionIds: readonly string[], message: ServerMessage) => {
    pushes.push({ connectionIds, message });
    return connectionIds.length;
  },
});

let clock = Date.now();
// A second apart, and never behind the real clock that the REST routes (mark read) use.
const nextNow = () => new Date((clock = Math.max(Date.now(), clock + 1000)));
let clientSeq = 0;
const clientId = () => `client-${String(++clientSeq).padStart(6, '0')}`;

const sendAs = (from: string, to: string, content: string, id = clientId(), now = nextNow()) =>
  send.sendChatMessage(deps(), { userId: from, connectionId: `${from}-1` }, { toUserId: to, clientId: id, content }, now);

async function call<T>(
  handler: (event: never, context: never) => Promise<{ statusCode: number; body: string }>,
  userId: string,
  peer?: string,
  query?: Record<string, string>,
  method = 'GET',
) {
  const event = { ...(apiEvent(userId, { method, ...(peer && { pathParameters: { userId: peer } }) }) as object), queryStringParameters: query ?? null };
  const response = await handler(event as never, lambdaContext);
  return { status: response.statusCode, body: JSON.parse(response.body) as T & { message?: string } };
}
const history = (userId: string, peer: string, before?: string) => call<ChatHistory>(routes.history as never, userId, peer, before ? { before } : undefined);
const markRead = (userId: string, peer: string) => call<{ readAt: string }>(routes.read as never, userId, peer, undefined, 'POST');
const unread = (userId: string) => call<{ total: number; conversations: { userId: string; unread: number }[] }>(routes.unread as never, userId);

describe('chat against DynamoDB Local', () => {
  it('stores a message, acks the sending connection and pushes it to the recipient and the sender’s other connection', async () => {
    pushes.length = 0;
    const id = clientId();
    const outcome = await sendAs('ann', 'ben', '  Hello Ben  ', id);
    expect(outcome).toMatchObject({
      sent: 'stored',
      message: { fromUserId: 'ann', toUserId: 'ben', content: 'Hello Ben', read: false, clientId: id, chatId: chatIdOf('ann', 'ben') },
    });
    const ack = pushes.find((p) => p.message.type === 'chat_ack')!;
    expect(ack.connectionIds).toEqual(['ann-1']);
    const delivered = pushes.find((p) => p.message.type === 'chat_message')!;
    expect([...delivered.connectionIds].sort()).toEqual(['ann-2', 'ben-1', 'ben-2']);
  });

  it('keeps one message per (sender, clientId): a resend is acked with the stored message', async () => {
    const id = clientId();
    const first = await sendAs('ann', 'ben', 'Only once', id);
    pushes.length = 0;
    const again = await sendAs('ann', 'ben', 'Only once', id);
    expect(again).toMatchObject({ sent: 'duplicate' });
    if (!('message' in first) || !('message' in again)) throw new Error('not sent');
    expect(again.message.messageId).toBe(first.message.messageId);
    expect(pushes.map((p) => p.message.type)).toEqual(['chat_ack']);
    const page = await history('ben', 'ann');
    expect(page.body.messages.filter((m) => m.clientId === id)).toHaveLength(1);
  });

  it('stores exactly one message when sends with one clientId arrive at the same moment (a resend racing the first try)', async () => {
    await createProfile('ivy', 'Ivy');
    await createProfile('jon', 'Jon');
    await befriend('ivy', 'jon');
    const id = clientId();
    const at = Array.from({ length: 4 }, () => nextNow());
    const outcomes = await Promise.all(at.map((now, i) => sendAs('ivy', 'jon', `same message, try ${i}`, id, now)));
    expect(outcomes.filter((o) => 'sent' in o && o.sent === 'stored')).toHaveLength(1);
    expect(outcomes.filter((o) => 'sent' in o && o.sent === 'duplicate')).toHaveLength(3);
    const ids = new Set(outcomes.map((o) => ('message' in o ? o.message.messageId : 'none')));
    expect([...ids]).toHaveLength(1); // every try acked with the one stored message
    const page = await history('jon', 'ivy');
    expect(page.body.messages.filter((m) => m.clientId === id)).toHaveLength(1);
    expect(page.body.messages).toHaveLength(1);
    expect((await unread('jon')).body).toEqual({ total: 1, conversations: [{ userId: 'ivy', unread: 1 }] });
  });

  it('takes a clientId again once its dedupe marker is past its TTL, even while the expired marker is still stored', async () => {
    const { GetItemCommand } = await import('dynamodb-toolbox');
    const { ChatClientIdEntity } = await import('../../../lambdas/data/entities/chat-client-id');
    const { CHAT_CLIENT_ID_TTL_SECONDS, findSentMessage } = await import('../../../lambdas/data/chat');
    await createProfile('kim', 'Kim');
    await createProfile('lee', 'Lee');
    await befriend('kim', 'lee');
    const id = clientId();
    const longAgo = new Date(Date.now() - (CHAT_CLIENT_ID_TTL_SECONDS + 60) * 1000);
    const first = await sendAs('kim', 'lee', 'a day ago', id, longAgo);
    expect(first).toMatchObject({ sent: 'stored' });
    // The marker is past its TTL but still there (DynamoDB deletes expired items late; DynamoDB Local never).
    const key = { chatId: chatIdOf('kim', 'lee'), fromUserId: 'kim', clientId: id };
    const { Item: expired } = await ChatClientIdEntity.build(GetItemCommand).key(key).options({ consistent: true }).send();
    expect(expired!.expiresAt).toBeLessThan(Math.floor(Date.now() / 1000));
    expect(await findSentMessage('kim', 'lee', id)).toBeUndefined();

    // Now the clientId stores a new message, and a resend of that one is a duplicate again.
    const now = nextNow();
    const second = await sendAs('kim', 'lee', 'today', id, now);
    expect(second).toMatchObject({ sent: 'stored', message: { content: 'today' } });
    if (!('message' in first) || !('message' in second)) throw new Error('not sent');
    expect(second.message.messageId).not.toBe(first.message.messageId);
    const { Item: renewed } = await ChatClientIdEntity.build(GetItemCommand).key(key).options({ consistent: true }).send();
    expect(renewed).toMatchObject({ messageId: second.message.messageId, expiresAt: Math.floor(now.getTime() / 1000) + CHAT_CLIENT_ID_TTL_SECONDS });
    const again = await sendAs('kim', 'lee', 'today', id, new Date(now.getTime() + 1000));
    expect(again).toMatchObject({ sent: 'duplicate', message: { messageId: second.message.messageId } });
    expect((await history('lee', 'kim')).body.messages.map((m) => m.content)).toEqual(['a day ago', 'today']);
  });

  it('pages the history by 8, oldest first within a page, with a cursor to the older page until there is none', async () => {
    for (let i = 1; i <= 19; i++) await sendAs(i % 2 ? 'dan' : 'eve', i % 2 ? 'eve' : 'dan', `m${i}`);
    const first = await history('dan', 'eve');
    expect(first.status).toBe(200);
    expect(first.body.messages.map((m) => m.content)).toEqual(['m12', 'm13', 'm14', 'm15', 'm16', 'm17', 'm18', 'm19']);
    expect(first.body.allowance).toEqual({ allowed: true, reason: null });
    const second = await history('dan', 'eve', first.body.olderCursor!);
    expect(second.body.messages.map((m) => m.content)).toEqual(['m4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11']);
    const third = await history('eve', 'dan', second.body.olderCursor!);
    expect(third.body.messages.map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    expect(third.body.olderCursor).toBeNull();
  });

  it('answers 400, never 500, to a tampered or foreign cursor', async () => {
    const first = await history('dan', 'eve');
    const foreign = Buffer.from(JSON.stringify({ pk: `CHAT#${chatIdOf('ann', 'ben')}`, sk: 'MSG#9999' })).toString('base64url');
    const extraKey = Buffer.from(JSON.stringify({ pk: `CHAT#${chatIdOf('dan', 'eve')}`, sk: 'MSG#9', gsi1pk: 'x' })).toString('base64url');
    for (const cursor of [`${first.body.olderCursor}x`, 'not a cursor', foreign, extraKey, Buffer.from('[]').toString('base64url'), 'e30']) {
      expect((await history('dan', 'eve', cursor)).status, cursor).toBe(400);
    }
  });

  it('counts unread messages per friend and marks them read; flags and counts survive a reload', async () => {
    const before = await unread('dan');
    expect(before.body.conversations).toEqual([{ userId: 'eve', unread: 9 }]);
    expect(before.body.total).toBe(9);
    expect((await unread('eve')).body).toEqual({ total: 10, conversations: [{ userId: 'dan', unread: 10 }] });
    // Nothing read yet.
    expect((await history('dan', 'eve')).body.messages.every((m) => !m.read)).toBe(true);

    const read = await markRead('eve', 'dan');
    expect(read.status).toBe(200);
    expect((await unread('eve')).body).toEqual({ total: 0, conversations: [] });
    // Dan's messages to Eve are read now, Eve's to Dan are not (he did not open the chat).
    const reloaded = await history('dan', 'eve');
    for (const m of reloaded.body.messages) expect(m.read, m.content).toBe(m.fromUserId === 'dan');
    // Marking again with nothing unread changes nothing and keeps the readAt.
    expect((await markRead('eve', 'dan')).body.readAt).toBe(read.body.readAt);
    // A new message after the read is unread again.
    await sendAs('dan', 'eve', 'after reading');
    expect((await unread('eve')).body.total).toBe(1);
    const latest = (await history('eve', 'dan')).body.messages.at(-1)!;
    expect(latest).toMatchObject({ content: 'after reading', read: false });
  });

  it(`takes ${MAX_CHAT_MESSAGES_PER_MINUTE} messages a minute from one sender, even sent at once, refuses the next with the reason, and takes more the next minute`, async () => {
    const minute = Date.parse('2031-01-01T10:00:00.000Z');
    const at = (ms: number) => new Date(minute + ms);
    const burst = await Promise.all(
      Array.from({ length: MAX_CHAT_MESSAGES_PER_MINUTE + 5 }, (_, i) =>
        sendAs('gus', 'hal', `flood ${i}`, `flood-${String(i).padStart(4, '0')}`, at(i * 100)),
      ),
    );
    expect(burst.filter((o) => 'sent' in o)).toHaveLength(MAX_CHAT_MESSAGES_PER_MINUTE);
    expect(burst.filter((o) => 'refused' in o)).toEqual(Array.from({ length: 5 }, () => ({ refused: chatMessages.tooFast })));
    expect((await unread('hal')).body.total).toBe(MAX_CHAT_MESSAGES_PER_MINUTE);
    // The limit is the sender's: Hal may answer, and Gus may write again a minute later.
    expect(await sendAs('hal', 'gus', 'slow down', undefined, at(30_000))).toMatchObject({ sent: 'stored' });
    expect(await sendAs('gus', 'hal', 'sorry', undefined, at(60_000))).toMatchObject({ sent: 'stored' });
  });

  it('refuses a message to a non-friend and stores nothing', async () => {
    pushes.length = 0;
    const refused = await sendAs('cat', 'ann', 'hi stranger');
    expect(refused).toEqual({ refused: chatMessages.notFriends });
    expect(pushes).toEqual([{ connectionIds: ['cat-1'], message: expect.objectContaining({ type: 'chat_error', message: chatMessages.notFriends }) }]);
    const { QueryCommand } = await import('dynamodb-toolbox');
    const { table } = await import('../../../lambdas/data/table');
    const { Items = [] } = await table
      .build(QueryCommand)
      .query({ partition: `CHAT#${chatIdOf('ann', 'cat')}` })
      .send();
    expect(Items).toEqual([]);
    expect((await history('ann', 'cat')).status).toBe(403);
    expect((await unread('ann')).body.conversations.map((c) => c.userId)).not.toContain('cat');
  });

  it('refuses with the spec’s reasons when the sender or the recipient disabled messages', async () => {
    const { updateProfile } = await import('../../../lambdas/data/profile-updates');
    await updateProfile('fay', { showMessages: false });
    expect(await sendAs('dan', 'fay', 'hello?')).toEqual({ refused: chatMessages.recipientDisabled('Fay') });
    expect(await sendAs('fay', 'dan', 'hello?')).toEqual({ refused: chatMessages.senderDisabled });
    expect((await history('dan', 'fay')).body.allowance).toEqual({ allowed: false, reason: chatMessages.recipientDisabled('Fay') });
    await updateProfile('fay', { showMessages: true });
    expect(await sendAs('fay', 'dan', 'back')).toMatchObject({ sent: 'stored' });
  });

  it('gives a third user nothing of a pair’s chat through any route', async () => {
    for (const peer of ['ann', 'ben']) {
      const page = await history('cat', peer);
      expect(page.status).toBe(403);
      expect(JSON.stringify(page.body)).not.toMatch(/Hello Ben|Only once/);
    }
    expect((await unread('cat')).body).toEqual({ total: 0, conversations: [] });
    // Marking "read" touches only the caller's own conversation item: Ben's unread count stays.
    const benUnread = (await unread('ben')).body.total;
    expect((await markRead('cat', 'ann')).status).toBe(200);
    expect((await markRead('cat', 'ben')).status).toBe(200);
    expect((await unread('ben')).body.total).toBe(benUnread);
    expect(benUnread).toBeGreaterThan(0);
    // An A–B cursor in C's request with A is refused too.
    const abCursor = Buffer.from(JSON.stringify({ pk: `CHAT#${chatIdOf('ann', 'ben')}`, sk: 'MSG#z' })).toString('base64url');
    expect((await history('cat', 'ann', abCursor)).status).toBe(400);
  });

  it('keeps the history readable after an unfriending, but refuses sending', async () => {
    const { DeleteItemCommand } = await import('dynamodb-toolbox');
    const { FriendEntity } = await import('../../../lambdas/data/entities/friend');
    await FriendEntity.build(DeleteItemCommand).key({ userId: 'dan', friendId: 'fay' }).send();
    await FriendEntity.build(DeleteItemCommand).key({ userId: 'fay', friendId: 'dan' }).send();
    const page = await history('dan', 'fay');
    expect(page.status).toBe(200);
    expect(page.body.messages.map((m: ChatMessage) => m.content)).toContain('back');
    expect(page.body.allowance).toEqual({ allowed: false, reason: chatMessages.notFriends });
    expect(await sendAs('dan', 'fay', 'still there?')).toEqual({ refused: chatMessages.notFriends });
  });

  it('deletes the whole conversation with either account: messages both ways, dedupes, both conversation items', async () => {
    const { markAccountDeleting } = await import('../../../lambdas/data/account-guard');
    const { listUserItemKeys, deleteItems } = await import('../../../lambdas/data/user-items');
    const { QueryCommand, GetItemCommand } = await import('dynamodb-toolbox');
    const { table } = await import('../../../lambdas/data/table');
    const { ConversationEntity } = await import('../../../lambdas/data/entities/conversation');
    await sendAs('ben', 'ann', 'reply from Ben');
    await markAccountDeleting('ann');
    // A deleted account's conversation takes no more messages.
    expect(await sendAs('ben', 'ann', 'are you there?')).toMatchObject({ refused: expect.any(String) });
    const listed = await listUserItemKeys('ann');
    await deleteItems(listed);
    const { Items = [] } = await table
      .build(QueryCommand)
      .query({ partition: `CHAT#${chatIdOf('ann', 'ben')}` })
      .send();
    expect(Items).toEqual([]);
    const { Item } = await ConversationEntity.build(GetItemCommand).key({ userId: 'ben', peerId: 'ann' }).send();
    expect(Item).toBeUndefined();
    expect((await unread('ben')).body).toEqual({ total: 0, conversations: [] });
    // Other conversations are untouched.
    expect((await history('dan', 'eve')).body.messages).toHaveLength(8);
  });
});
