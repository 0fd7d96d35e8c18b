/**
 * The WebSocket side of friends, chat and presence: `chat_send` through `$default` (mocked DynamoDB and management
 * API), the chat frames' size, refusals of what the contract refuses, and the presence pushes.
 */
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_CHAT_MESSAGE_LENGTH, chatMessages } from '@contract/chat';
import { MAX_FRAME_BYTES, frameBytes, serverMessageSchema, type ServerMessage } from '@contract/realtime';
import type { PresencePushDeps } from '../../../../lambdas/platform/presence-pushes';
import { setLambdaEnv } from '../env';

const db = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
let onMessage: typeof import('../../../../lambdas/app/websocket-default').handler;
let disconnect: typeof import('../../../../lambdas/realtime/disconnect').handler;
let presence: typeof import('../../../../lambdas/platform/presence-pushes');

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: onMessage } = await import('../../../../lambdas/app/websocket-default'));
  ({ handler: disconnect } = await import('../../../../lambdas/realtime/disconnect'));
  presence = await import('../../../../lambdas/platform/presence-pushes');
});

const profile = (userId: string, name: string, showMessages = true) => ({
  pk: `USER#${userId}`,
  sk: 'PROFILE',
  _et: 'UserProfile',
  userId,
  name,
  showMessages,
});
const connection = (userId: string, id: string) => ({
  pk: `CONN#${id}`,
  sk: 'CONNECTION',
  _et: 'Connection',
  connectionId: id,
  userId,
  connectedAt: '2026-11-23T00:00:00Z',
  lastActiveAt: '2026-11-23T00:00:00Z',
  expiresAt: 4102444800,
  gsi1pk: `USER#${userId}`,
  gsi1sk: `CONN#${id}`,
  _ct: '2026-11-23T00:00:00Z',
  _md: '2026-11-23T00:00:00Z',
});
const profiles: Record<string, ReturnType<typeof profile>> = {};
let friends = true;

beforeEach(() => {
  db.reset();
  management.reset();
  db.resolves({});
  management.resolves({});
  friends = true;
  Object.assign(profiles, { 'USER#ann': profile('ann', 'Ann'), 'USER#ben': profile('ben', 'Ben') });
  db.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    if (input.Key.sk === 'PROFILE') return { Item: profiles[input.Key.pk] };
    if (input.Key.sk.startsWith('FRIEND#'))
      return friends ? { Item: { pk: input.Key.pk, sk: input.Key.sk, _et: 'Friend', friendId: input.Key.sk.slice(7) } } : {};
    return {};
  });
  db.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => {
    const user = Object.values(input.ExpressionAttributeValues ?? {}).find((v) => typeof v === 'string' && v.startsWith('USER#')) as string;
    const id = user?.slice(5);
    return { Items: id ? [connection(id, `${id}-1`), connection(id, `${id}-2`)] : [] };
  });
});

const socketEvent = (routeKey: string, body: string | undefined, userId: string | undefined, connectionId = 'ann-1') =>
  ({ body, requestContext: { connectionId, routeKey, authorizer: userId ? { userId } : undefined } }) as never;
const posted = () =>
  management
    .commandCalls(PostToConnectionCommand)
    .map((c) => ({ to: c.args[0].input.ConnectionId, message: JSON.parse(String(c.args[0].input.Data)) as ServerMessage }));
const chatSend = (content: string, toUserId = 'ben') => JSON.stringify({ type: 'chat_send', toUserId, clientId: 'client-0001', content });

describe('chat_send over $default', () => {
  it('stores the message in one transaction, acks the sending connection, pushes to the recipient’s and the sender’s other connections', async () => {
    await onMessage(socketEvent('$default', chatSend('Hello Ben'), 'ann'));
    const items = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.map((i) => Object.keys(i)[0])).toEqual(['ConditionCheck', 'ConditionCheck', 'ConditionCheck', 'Put', 'Put', 'Update', 'Update', 'Update']);
    expect(items[0]!.ConditionCheck).toMatchObject({ Key: { pk: 'USER#ann', sk: 'FRIEND#ben' } });
    expect(items[3]!.Put).toMatchObject({ Item: { pk: 'CHAT#ann_ben', sk: 'CLIENT#ann#client-0001' } });
    expect(items[4]!.Put!.Item).toMatchObject({ pk: 'CHAT#ann_ben', content: 'Hello Ben', gsi1pk: 'USER#ann' });
    expect(items[5]!.Update).toMatchObject({ Key: { pk: 'USER#ben', sk: 'CHAT#ann' } });
    // The sender's count of this minute, on the limit's condition.
    expect(items[7]!.Update).toMatchObject({ Key: { pk: 'USER#ann', sk: expect.stringMatching(/^CHATRATE#\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/) } });
    expect(items[7]!.Update!.ConditionExpression).toBeDefined();
    const sent = posted();
    expect(sent.filter((p) => p.message.type === 'chat_ack').map((p) => p.to)).toEqual(['ann-1']);
    expect(
      sent
        .filter((p) => p.message.type === 'chat_message')
        .map((p) => p.to)
        .sort(),
    ).toEqual(['ann-2', 'ben-1', 'ben-2']);
    for (const p of sent) expect(serverMessageSchema.safeParse(p.message).success).toBe(true);
  });

  it.each([
    ['not friends', () => void (friends = false), chatMessages.notFriends],
    ['the sender disabled messages', () => void (profiles['USER#ann'] = profile('ann', 'Ann', false)), chatMessages.senderDisabled],
    ['the recipient disabled messages', () => void (profiles['USER#ben'] = profile('ben', 'Ben', false)), chatMessages.recipientDisabled('Ben')],
  ])('answers chat_error when %s, and writes nothing', async (_case, arrange, reason) => {
    arrange();
    await onMessage(socketEvent('$default', chatSend('Hello'), 'ann'));
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(posted()).toEqual([{ to: 'ann-1', message: { type: 'chat_error', clientId: 'client-0001', toUserId: 'ben', message: reason } }]);
  });

  it('refuses a message over 2,000 characters with chatMessages.tooLong, and an empty one', async () => {
    await onMessage(socketEvent('$default', chatSend('x'.repeat(MAX_CHAT_MESSAGE_LENGTH + 1)), 'ann'));
    await onMessage(socketEvent('$default', chatSend('   '), 'ann'));
    expect(posted().map((p) => p.message)).toEqual([
      { type: 'chat_error', clientId: 'client-0001', toUserId: 'ben', message: chatMessages.tooLong },
      { type: 'chat_error', clientId: 'client-0001', toUserId: 'ben', message: 'A message cannot be empty.' },
    ]);
    expect(db).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('accepts exactly 2,000 characters', async () => {
    await onMessage(socketEvent('$default', chatSend('y'.repeat(MAX_CHAT_MESSAGE_LENGTH)), 'ann'));
    expect(posted().map((p) => p.message.type)).toContain('chat_ack');
  });
});

describe('chat frames', () => {
  it('keep a 2,000-character message of worst-case characters under the 128 KB frame, both ways', () => {
    // Control characters are escaped as \uXXXX in JSON: 6 bytes per character, the most of any.
    for (const char of ['\u0001', '"', '\u{1F600}'.slice(0, 1), '\u{1F600}', '\u0800']) {
      const content = char.repeat(MAX_CHAT_MESSAGE_LENGTH / char.length);
      const message = {
        messageId: 'f'.repeat(36),
        chatId: `${'a'.repeat(64)}_${'b'.repeat(64)}`,
        fromUserId: 'a'.repeat(64),
        toUserId: 'b'.repeat(64),
        content,
        sentAt: '2026-11-20T10:00:00.000Z',
        read: false,
        clientId: 'c'.repeat(64),
      };
      for (const frame of [
        { type: 'chat_message', message },
        { type: 'chat_ack', clientId: message.clientId, message },
        { type: 'chat_send', toUserId: message.toUserId, clientId: message.clientId, content },
      ]) {
        expect(frameBytes(frame)).toBeLessThan(MAX_FRAME_BYTES);
        expect(frameBytes(frame)).toBeLessThan(16 * 1024);
      }
    }
  });
});

function presenceDeps(over: Partial<PresencePushDeps> = {}) {
  const pushes: { userIds: readonly string[]; message: ServerMessage }[] = [];
  const deps: PresencePushDeps = {
    getPresenceFields: async (userId) => ({ userId, showStatus: true, status: 'online', lastActiveAt: new Date().toISOString() }),
    listFriendIds: async () => ['ben', 'cat'],
    pushToUsers: async (userIds, message) => {
      pushes.push({ userIds, message });
      return userIds.length;
    },
    recordActivityChange: async () => ({ written: true, wasOnline: false }),
    markOffline: vi.fn(async () => true),
    listUserConnectionIds: async () => [],
    ...over,
  };
  return { deps, pushes };
}

describe('presence pushes', () => {
  it('tells the friends when activity brings the user online, not while already online or throttled', async () => {
    const cameOnline = presenceDeps();
    await presence.recordActivityAndAnnounce(cameOnline.deps, 'ann');
    expect(cameOnline.pushes).toEqual([{ userIds: ['ben', 'cat'], message: { type: 'user_status_change', userId: 'ann', status: 'online' } }]);
    for (const change of [
      { written: true, wasOnline: true },
      { written: false, wasOnline: true },
      { written: false, wasOnline: false },
    ]) {
      const { deps, pushes } = presenceDeps({ recordActivityChange: async () => change });
      await presence.recordActivityAndAnnounce(deps, 'ann');
      expect(pushes, JSON.stringify(change)).toEqual([]);
    }
  });

  it('tells nobody "online" or "offline" while the user hides the status', async () => {
    const { deps, pushes } = presenceDeps({ getPresenceFields: async (userId) => ({ userId, showStatus: false }) });
    await presence.recordActivityAndAnnounce(deps, 'ann');
    await presence.goOffline(deps, 'ann');
    expect(pushes).toEqual([]);
    expect(deps.markOffline).toHaveBeenCalledWith('ann');
  });

  it('goes offline when the last connection closes, not while another is open', async () => {
    const last = presenceDeps({ listUserConnectionIds: async () => ['ann-1'] });
    expect(await presence.goOfflineIfLastConnection(last.deps, 'ann', 'ann-1')).toBe(true);
    expect(last.deps.markOffline).toHaveBeenCalledWith('ann');
    expect(last.pushes.map((p) => p.message)).toEqual([{ type: 'user_status_change', userId: 'ann', status: 'offline' }]);
    const other = presenceDeps({ listUserConnectionIds: async () => ['ann-1', 'ann-2'] });
    expect(await presence.goOfflineIfLastConnection(other.deps, 'ann', 'ann-1')).toBe(false);
    expect(other.deps.markOffline).not.toHaveBeenCalled();
    expect(other.pushes).toEqual([]);
  });

  it('announces "hidden" on hiding and the status in force on showing', async () => {
    const { deps, pushes } = presenceDeps();
    await presence.announceVisibility(deps, 'ann', false);
    await presence.announceVisibility(deps, 'ann', true);
    const stale = presenceDeps({
      getPresenceFields: async (userId) => ({ userId, showStatus: true, status: 'online', lastActiveAt: '2020-01-01T00:00:00.000Z' }),
    });
    await presence.announceVisibility(stale.deps, 'ann', true);
    expect([...pushes, ...stale.pushes].map((p) => 'status' in p.message && p.message.status)).toEqual(['hidden', 'online', 'offline']);
  });

  it('never fails its caller when a push fails', async () => {
    const { deps } = presenceDeps({
      pushToUsers: async () => {
        throw new Error('throttled');
      },
    });
    await expect(presence.recordActivityAndAnnounce(deps, 'ann')).resolves.toEqual({ written: true, wasOnline: false });
    await expect(presence.goOffline(deps, 'ann')).resolves.toBe(true);
    await expect(
      presence.goOfflineIfLastConnection(
        {
          ...deps,
          listUserConnectionIds: async () => {
            throw new Error('x');
          },
        },
        'ann',
        'c',
      ),
    ).resolves.toBe(false);
  });

  it('$disconnect deletes the connection, then marks the user offline when it was the last one', async () => {
    db.on(QueryCommand).resolves({ Items: [] });
    await disconnect(socketEvent('$disconnect', undefined, 'ann', 'ann-1'));
    expect(db).toHaveReceivedCommandWith(DeleteCommand, { Key: { pk: 'CONN#ann-1', sk: 'CONNECTION' } });
    expect(db).toHaveReceivedCommandWith(UpdateCommand, { Key: { pk: 'USER#ann', sk: 'PROFILE#PRESENCE' } });
  });
});
