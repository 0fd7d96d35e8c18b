/**
 * `npm run bench:realtime [-- --users 20 --seconds 60 --every 3000]`: the friends' chat over the WebSocket on the
 * local stack.
 *
 * 1. Starts the local stack on a fresh data folder (no web app, no catalogue), creates `users`
 *    accounts (Cognito emulator + the profile PostConfirmation writes) in friend pairs (friend records
 *    written directly through the data module), signs each in and opens one WebSocket per user.
 * 2. Every user sends a `chat_send` to its friend every `every` ms (default 3 s: a lively conversation
 *    on both sides of every pair at once) for `seconds`.
 * 3. Waits until every message was answered and every acknowledged one reached its recipient, at
 *    most 30 s after the last send (a backlog drains; only what never arrives counts as lost).
 *
 * Reports messages sent, acknowledged, delivered, lost (acked but never delivered: target 0),
 * duplicates (a message delivered twice to the recipient), refusals, and p50/p99 of the delivery
 * latency (send → the recipient's `chat_message`) and of the ack latency (send → `chat_ack`).
 * Prints a table and writes bench/results/realtime.json. Clients and stack share this machine.
 */
import './support/quiet-handlers';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import type { ServerMessage } from '@contract/realtime';
import { LOCAL_REGION } from '../local/lambda-names';
import { findFreeLocalPorts } from '../local/ports';
import { startLocalStack } from '../local/start';

const RESULTS = fileURLToPath(new URL('./results/realtime.json', import.meta.url));
const { values: args } = parseArgs({
  options: { users: { type: 'string', default: '20' }, seconds: { type: 'string', default: '60' }, every: { type: 'string', default: '3000' } },
  allowPositionals: true,
});
const USERS = Math.max(2, Math.floor(Number(args.users) / 2) * 2);
const SECONDS = Number(args.seconds);
const SEND_EVERY_MS = Number(args.every);
const GRACE_MS = 30_000;
const PASSWORD = 'Bench-Password-1!';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** Targets: nothing lost, nothing twice; delivery quick enough to feel instant on one machine. */
const targets = { lost: 0, duplicates: 0, deliveryP99Ms: 500 };

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sortedOf = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  from: number;
  to: number;
  at: number;
  ackedAt?: number;
  deliveredAt?: number;
  deliveries: number;
  refused?: string;
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-bench-realtime-'));
  const ports = await findFreeLocalPorts();
  console.log(`starting the local stack; ${USERS} users in ${USERS / 2} friend pairs, one message each per ${SEND_EVERY_MS} ms for ${SECONDS} s…`);
  const stack = await startLocalStack({ ports, dataDir, web: false, seed: false, seedProblems: [] });
  const sockets: WebSocket[] = [];
  try {
    const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
    const { createProfileIfAbsent } = await import('../lambdas/data/user-profiles');
    const { PutItemCommand } = await import('dynamodb-toolbox');
    const { FriendEntity } = await import('../lambdas/data/entities/friend');

    const users: { userId: string; idToken: string }[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench-${i}@codearena.test`;
      const created = await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: stack.cognito.userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: `Bench ${i}` },
          ],
        }),
      );
      const userId = created.User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
      await createProfileIfAbsent({ userId, email, name: `Bench ${i}`, role: 'student', createdAt: new Date().toISOString() });
      await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: stack.cognito.userPoolId, Username: email, Password: PASSWORD, Permanent: true }));
      const auth = await cognito.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.cognito.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD } }),
      );
      users.push({ userId, idToken: auth.AuthenticationResult!.IdToken! });
    }
    const since = new Date().toISOString();
    for (let i = 0; i < USERS; i += 2) {
      await FriendEntity.build(PutItemCommand)
        .item({ userId: users[i]!.userId, friendId: users[i + 1]!.userId, since })
        .send();
      await FriendEntity.build(PutItemCommand)
        .item({ userId: users[i + 1]!.userId, friendId: users[i]!.userId, since })
        .send();
    }
    const friendOf = (i: number) => (i % 2 === 0 ? i + 1 : i - 1);

    const sent = new Map<string, Sent>();
    let unknownFrames = 0;
    await Promise.all(
      users.map(
        (user, i) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`${stack.gateway.webSocketUrl}?token=${encodeURIComponent(user.idToken)}`);
            sockets[i] = socket;
            socket.on('message', (data) => {
              const now = performance.now();
              const message = JSON.parse(data.toString()) as ServerMessage;
              if (message.type === 'chat_ack') {
                const entry = sent.get(message.clientId);
                if (entry && entry.ackedAt === undefined) entry.ackedAt = now;
              } else if (message.type === 'chat_message') {
                const entry = sent.get(message.message.clientId);
                if (!entry || entry.to !== i) return void unknownFrames++;
                entry.deliveries++;
                entry.deliveredAt ??= now;
              } else if (message.type === 'chat_error') {
                const entry = sent.get(message.clientId);
                if (entry) entry.refused = message.message;
              }
            });
            socket.once('open', () => resolve());
            socket.once('error', reject);
          }),
      ),
    );
    console.log(`${USERS} users signed in and connected; sending…`);

    const started = performance.now();
    const stopAt = started + SECONDS * 1000;
    await Promise.all(
      users.map(async (_user, i) => {
        // Spread the clients' first sends over the interval, as real users would be.
        await sleep((SEND_EVERY_MS * i) / USERS);
        for (let n = 0; performance.now() < stopAt; n++) {
          const clientId = `bench-${i}-${String(n).padStart(6, '0')}`;
          sent.set(clientId, { from: i, to: friendOf(i), at: performance.now(), deliveries: 0 });
          sockets[i]!.send(JSON.stringify({ type: 'chat_send', toUserId: users[friendOf(i)]!.userId, clientId, content: `message ${n} from ${i} ✓` }));
          await sleep(SEND_EVERY_MS);
        }
      }),
    );
    const sendSeconds = (performance.now() - started) / 1000;
    const all = [...sent.values()];
    const graceEnd = performance.now() + GRACE_MS;
    const waiting = (m: Sent) => m.refused === undefined && (m.ackedAt === undefined || m.deliveredAt === undefined);
    while (performance.now() < graceEnd && all.some(waiting)) await sleep(50);
    // A late duplicate would arrive now: give it a moment.
    await sleep(250);

    const acked = all.filter((m) => m.ackedAt !== undefined);
    const delivered = all.filter((m) => m.deliveredAt !== undefined);
    const lost = acked.filter((m) => m.deliveredAt === undefined).length;
    const duplicates = all.reduce((sum, m) => sum + Math.max(0, m.deliveries - 1), 0);
    const refused = all.filter((m) => m.refused !== undefined).length;
    const unanswered = all.filter((m) => m.ackedAt === undefined && m.refused === undefined).length;
    const delivery = sortedOf(delivered.map((m) => m.deliveredAt! - m.at));
    const ack = sortedOf(acked.map((m) => m.ackedAt! - m.at));
    const summary = (values: number[]) => ({ p50Ms: percentile(values, 50), p99Ms: percentile(values, 99), maxMs: values.at(-1) ?? NaN });
    const result = {
      users: USERS,
      seconds: SECONDS,
      sendEveryMs: SEND_EVERY_MS,
      sendSeconds,
      sent: all.length,
      perSecond: all.length / sendSeconds,
      acked: acked.length,
      delivered: delivered.length,
      lost,
      duplicates,
      refused,
      unanswered,
      unknownFrames,
      deliveryLatency: summary(delivery),
      ackLatency: summary(ack),
    };

    const ms = (v: { p50Ms: number; p99Ms: number }) => `p50 ${v.p50Ms.toFixed(1)} ms · p99 ${v.p99Ms.toFixed(1)} ms`;
    const rows: [string, string, string, string][] = [
      ['messages sent', `${result.sent} (${result.perSecond.toFixed(1)}/s)`, '', ''],
      ['acknowledged (chat_ack)', String(result.acked), `${result.sent}`, result.acked === result.sent ? 'ok' : 'MISSED'],
      ['delivered to the recipient', String(result.delivered), `${result.acked}`, result.delivered >= result.acked ? 'ok' : 'MISSED'],
      ['lost (acked, never delivered)', String(lost), `${targets.lost}`, lost === targets.lost ? 'ok' : 'MISSED'],
      ['duplicates', String(duplicates), `${targets.duplicates}`, duplicates === targets.duplicates ? 'ok' : 'MISSED'],
      ['refused (chat_error) / unanswered', `${refused} / ${unanswered}`, '0 / 0', refused + unanswered === 0 ? 'ok' : 'MISSED'],
      [
        'delivery latency (send → recipient)',
        ms(result.deliveryLatency),
        `p99 < ${targets.deliveryP99Ms} ms`,
        result.deliveryLatency.p99Ms < targets.deliveryP99Ms ? 'ok' : 'MISSED',
      ],
      ['ack latency (send → chat_ack)', ms(result.ackLatency), '', ''],
    ];
    const width = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c]!.length), ['measure', 'result', 'target', ''][c]!.length));
    const line = (r: readonly string[]) => `| ${r.map((cell, c) => cell.padEnd(width[c]!)).join(' | ')} |`;
    console.log(['', line(['measure', 'result', 'target', '']), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));

    mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version };
    writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), machine, ...result, targets }, null, 2)}\n`);
    console.log(`\nwritten to ${RESULTS}`);
  } finally {
    for (const socket of sockets) socket?.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
