/**
 * The chat and presence over real WebSockets on the local stack (its gateway runs the same
 * $connect/$default/$disconnect handlers as AWS): two seeded users, friends, each with two
 * connections. A sends; B's two connections and A's other one get `chat_message`, A's sending one
 * `chat_ack`; a resend of the same clientId after a reconnect stores no second message; when B's
 * connections close, A is told B is offline. Then the sockets end with their sign-in: signing out,
 * revoking a session and deleting the account close the sockets they concern at once, no other.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ChatHistory } from '@contract/chat';
import { MAX_SOCKETS_PER_USER } from '@contract/metering';
import type { ServerMessage } from '@contract/realtime';
import { LOCAL_REGION } from '../../../local/lambda-names';
import { findFreeLocalPorts } from '../../../local/ports';
import { onSharedDynamoDb } from '../../support/stack-on-shared-dynamodb';
import { startLocalStack, type LocalStack } from '../../../local/start';
import { connectSocket } from '../../support/local-socket';
import { passwordSignIn } from '../../../local/cognito/sign-in';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let stack: LocalStack;
let dataDir: string;
const users: Record<'a' | 'b', { idToken: string; userId: string }> = {} as never;

interface Client {
  socket: WebSocket;
  messages: ServerMessage[];
}

/** A fresh sign-in of a seeded account (each has its own origin_jti, as each device's would). */
async function signIn(role: 'student' | 'mentor'): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
  const account = stack.accounts.find((x) => x.role === role)!;
  return (await passwordSignIn(cognito, stack.cognito.userPoolClientId, account)).IdToken!;
}

/** Resolves with the close code once the server closes the socket. */
const closedByServer = (client: Client) =>
  new Promise<number>((resolve) => {
    if (client.socket.readyState === WebSocket.CLOSED) resolve(1000);
    else client.socket.once('close', (code) => resolve(code));
  });

/** The socket still answers: a ping gets its pong. */
async function stillOpen(client: Client): Promise<boolean> {
  const before = ofType(client, 'pong').length;
  client.socket.send(JSON.stringify({ type: 'ping' }));
  await waitFor(() => (ofType(client, 'pong').length > before ? true : undefined));
  return client.socket.readyState === WebSocket.OPEN;
}

const api = (path: string, idToken: string, init: RequestInit = {}) =>
  fetch(`${stack.apiUrl}${path}`, { ...init, headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json', ...init.headers } });

const connect = (idToken: string): Promise<Client> => connectSocket<ServerMessage>(stack.gateway.webSocketUrl, idToken);

async function close(client: Client): Promise<void> {
  if (client.socket.readyState === WebSocket.CLOSED) return;
  await new Promise((resolve) => {
    client.socket.once('close', resolve);
    client.socket.close();
  });
}

async function waitFor<T>(find: () => T | undefined, ms = 10_000): Promise<T> {
  for (const until = Date.now() + ms; ; await new Promise((r) => setTimeout(r, 20))) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
  }
}

const ofType = <T extends ServerMessage['type']>(client: Client, type: T) =>
  client.messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);

beforeAll(async () => {
  const ports = await findFreeLocalPorts();
  dataDir = await mkdtemp(join(tmpdir(), 'codearena-chat-ws-'));
  stack = await startLocalStack({ ...(await onSharedDynamoDb(ports)), dataDir, web: false, seed: true, seedProblems: [] });
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
  for (const [key, role] of [
    ['a', 'student'],
    ['b', 'mentor'],
  ] as const) {
    const account = stack.accounts.find((x) => x.role === role)!;
    const idToken = (await passwordSignIn(cognito, stack.cognito.userPoolClientId, account)).IdToken!;
    users[key] = { idToken, userId: JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub };
  }
  // Friends, written directly (the friends feature's own flow is tested with it).
  const { PutItemCommand } = await import('dynamodb-toolbox');
  const { FriendEntity } = await import('../../../lambdas/data/entities/friend');
  const since = new Date().toISOString();
  await FriendEntity.build(PutItemCommand).item({ userId: users.a.userId, friendId: users.b.userId, since }).send();
  await FriendEntity.build(PutItemCommand).item({ userId: users.b.userId, friendId: users.a.userId, since }).send();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('chat over the local WebSocket gateway', () => {
  it('acks the sender, delivers to every other connection of both users, stores a resend once, and tells A when B goes offline', async () => {
    const [a1, a2, b1, b2] = await Promise.all([connect(users.a.idToken), connect(users.a.idToken), connect(users.b.idToken), connect(users.b.idToken)]);
    try {
      // Both come online (activity), so B's going offline later is news.
      for (const c of [a1, b1]) c.socket.send(JSON.stringify({ type: 'user_activity' }));
      // B was offline: A's connections hear B come online.
      for (const client of [a1, a2])
        await waitFor(() => ofType(client, 'user_status_change').find((m) => m.userId === users.b.userId && m.status === 'online'));

      const clientId = 'ws-client-000001';
      a1.socket.send(JSON.stringify({ type: 'chat_send', toUserId: users.b.userId, clientId, content: 'Hello over the socket' }));
      const ack = await waitFor(() => ofType(a1, 'chat_ack').find((m) => m.clientId === clientId));
      expect(ack.message).toMatchObject({ fromUserId: users.a.userId, toUserId: users.b.userId, content: 'Hello over the socket', read: false });
      for (const client of [b1, b2, a2]) {
        const received = await waitFor(() => ofType(client, 'chat_message').find((m) => m.message.clientId === clientId));
        expect(received.message.messageId).toBe(ack.message.messageId);
      }
      expect(ofType(a1, 'chat_message')).toEqual([]);

      // A reconnects and resends the same clientId (its ack was "lost"): acked with the stored message, stored once.
      await close(a1);
      const a3 = await connect(users.a.idToken);
      try {
        a3.socket.send(JSON.stringify({ type: 'chat_send', toUserId: users.b.userId, clientId, content: 'Hello over the socket' }));
        const again = await waitFor(() => ofType(a3, 'chat_ack').find((m) => m.clientId === clientId));
        expect(again.message.messageId).toBe(ack.message.messageId);
        const res = await fetch(`${stack.apiUrl}/chats/${users.a.userId}/messages`, { headers: { authorization: `Bearer ${users.b.idToken}` } });
        expect(res.status).toBe(200);
        const history = (await res.json()) as ChatHistory;
        expect(history.messages.filter((m) => m.clientId === clientId)).toHaveLength(1);
        const unread = await fetch(`${stack.apiUrl}/me/chats/unread`, { headers: { authorization: `Bearer ${users.b.idToken}` } });
        expect(await unread.json()).toEqual({ total: 1, conversations: [{ userId: users.a.userId, unread: 1 }] });

        // B reads: A's connections are told.
        const read = await fetch(`${stack.apiUrl}/chats/${users.a.userId}/read`, { method: 'POST', headers: { authorization: `Bearer ${users.b.idToken}` } });
        expect(read.status).toBe(200);
        await waitFor(() => ofType(a3, 'chat_read').find((m) => m.userId === users.b.userId));

        // B closes both connections: A hears B is offline once the last one is gone.
        await close(b1);
        await new Promise((r) => setTimeout(r, 300));
        expect(ofType(a3, 'user_status_change').filter((m) => m.userId === users.b.userId && m.status === 'offline')).toEqual([]);
        await close(b2);
        const offline = await waitFor(() => ofType(a3, 'user_status_change').find((m) => m.userId === users.b.userId && m.status === 'offline'));
        expect(offline).toEqual({ type: 'user_status_change', userId: users.b.userId, status: 'offline' });
      } finally {
        await close(a3);
      }
    } finally {
      await Promise.all([a1, a2, b1, b2].map(close));
    }
  }, 20_000);
});

describe('sockets end with the sign-in that opened them', () => {
  it('signing out closes that sign-in’s socket at once; another device’s stays open', async () => {
    const [laptop, phone] = [await signIn('student'), await signIn('student')];
    const [onLaptop, onPhone] = await Promise.all([connect(laptop), connect(phone)]);
    try {
      const closing = closedByServer(onLaptop);
      expect((await api('/me/sign-out', laptop, { method: 'POST', body: '{}' })).status).toBe(200);
      expect(await closing).toBe(1000);
      expect(await stillOpen(onPhone)).toBe(true);
      // Its token cannot open another.
      await expect(connect(laptop)).rejects.toThrow(/403/);
    } finally {
      await Promise.all([onLaptop, onPhone].map(close));
    }
  }, 30_000);

  it('revoking a session from another device closes that device’s socket only', async () => {
    const [laptop, phone] = [await signIn('student'), await signIn('student')];
    const started = await api('/me/sessions', phone, { method: 'POST', body: JSON.stringify({ deviceType: 'mobile', deviceName: 'Phone' }) });
    expect(started.status).toBe(201);
    const { sessionId } = (await started.json()) as { sessionId: string };
    const [onLaptop, onPhone] = await Promise.all([connect(laptop), connect(phone)]);
    try {
      const closing = closedByServer(onPhone);
      expect((await api(`/me/sessions/${sessionId}`, laptop, { method: 'DELETE' })).status).toBe(200);
      expect(await closing).toBe(1000);
      expect(await stillOpen(onLaptop)).toBe(true);
    } finally {
      await Promise.all([onLaptop, onPhone].map(close));
    }
  }, 30_000);

  it('deleting the account closes every socket of it, and no other user’s', async () => {
    const [laptop, phone, other] = [await signIn('student'), await signIn('student'), await signIn('mentor')];
    const clients = await Promise.all([connect(laptop), connect(phone), connect(other)]);
    try {
      const closing = Promise.all(clients.slice(0, 2).map(closedByServer));
      expect((await api('/me', laptop, { method: 'DELETE', body: '{}' })).status).toBe(200);
      expect(await closing).toEqual([1000, 1000]);
      expect(await stillOpen(clients[2]!)).toBe(true);
    } finally {
      await Promise.all(clients.map(close));
    }
  }, 30_000);
});

describe('sockets per user', () => {
  it('refuses the handshake of an eleventh socket; closing one lets the next in', async () => {
    const token = await signIn('mentor');
    const open = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_USER }, () => connect(token)));
    try {
      await expect(connect(token)).rejects.toThrow(/429/);
      await close(open.pop()!);
      // $disconnect frees the slot as the close completes: a moment later the next one is let in.
      let next: Client | undefined;
      for (let attempt = 0; attempt < 50 && !next; attempt++) {
        next = await connect(token).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return undefined;
        });
      }
      open.push(next!);
      expect(await stillOpen(next!)).toBe(true);
    } finally {
      await Promise.all(open.map(close));
    }
  }, 30_000);
});
