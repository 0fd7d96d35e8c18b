/**
 * Paying for a plan through the local stack (docs/decisions/D09): the student on Free, at the
 * weekly problem limit, orders Pro with WELCOME20; the local payment provider sends its signed
 * event through the gateway to the webhook, exactly as the provider would; the plan is Pro and its
 * limit is in force on the server at once; replays and tampering change nothing; the provider's
 * cancellation returns the student to Free. Each plan change closes the student's live sockets at
 * once (another user's stay open), so the client reconnects and reads the new plan.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { planLimitReached } from '@contract/api/submissions';
import type { Order, SubscriptionResponse } from '@contract/payments';
import type { ServerMessage } from '@contract/realtime';
import { xpPeriodsOf } from '@contract/progress';
import { LOCAL_REGION } from '../../../local/lambda-names';
import { checkoutCompletedEvent, sendEvent, sendSigned, subscriptionDeletedEvent } from '../../../local/payments/provider';
import { findFreeLocalPorts } from '../../../local/ports';
import { onSharedDynamoDb } from '../../support/stack-on-shared-dynamodb';
import { startLocalStack, type LocalStack } from '../../../local/start';
import { connectSocket } from '../../support/local-socket';
import { passwordSignIn } from '../../../local/cognito/sign-in';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let stack: LocalStack;
let dataDir: string;
let token = '';
let userId = '';
let otherToken = '';

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A live socket of the token's user, and what the server sent it. */
interface Socket {
  socket: WebSocket;
  messages: ServerMessage[];
}

const connect = (idToken: string): Promise<Socket> => connectSocket<ServerMessage>(stack.gateway.webSocketUrl, idToken);

/** Resolves with the close code once the server closes the socket. */
const closedByServer = (client: Socket) =>
  new Promise<number>((resolve) => {
    if (client.socket.readyState === WebSocket.CLOSED) resolve(1000);
    else client.socket.once('close', (code) => resolve(code));
  });

/** The socket still answers: a ping gets its pong. */
async function stillOpen(client: Socket): Promise<boolean> {
  const pongs = () => client.messages.filter((m) => m.type === 'pong').length;
  const before = pongs();
  client.socket.send(JSON.stringify({ type: 'ping' }));
  for (const until = Date.now() + 10_000; pongs() === before; await new Promise((r) => setTimeout(r, 20))) {
    if (Date.now() > until) return false;
  }
  return client.socket.readyState === WebSocket.OPEN;
}

async function close(client: Socket): Promise<void> {
  if (client.socket.readyState === WebSocket.CLOSED) return;
  await new Promise((resolve) => {
    client.socket.once('close', resolve);
    client.socket.close();
  });
}

/** Sends the event with the student's two sockets and another user's open: the student's close at once, the other's stays. */
async function sendClosingSockets(event: object) {
  const clients = await Promise.all([connect(token), connect(token), connect(otherToken)]);
  try {
    const closing = Promise.all(clients.slice(0, 2).map(closedByServer));
    const sent = await sendEvent(stack.payments.webhookUrl, stack.payments.secret, event);
    expect(sent.status).toBe(200);
    expect(await closing).toEqual([1000, 1000]);
    expect(await stillOpen(clients[2]!)).toBe(true);
    // The client reconnects with the same token: nothing revoked it, only the sockets ended.
    const reconnected = await connect(token);
    await close(reconnected);
    return sent;
  } finally {
    await Promise.all(clients.map(close));
  }
}

const submit = () =>
  api<{ message?: string }>('POST', '/problems/a-plus-b/submissions', { language: 'python', source: 'a, b = map(int, input().split())\nprint(a + b)\n' });

beforeAll(async () => {
  const ports = await findFreeLocalPorts();
  dataDir = await mkdtemp(join(tmpdir(), 'codearena-payments-'));
  stack = await startLocalStack({ ...(await onSharedDynamoDb(ports)), dataDir, web: false, seed: true, seedProblems: ['a-plus-b'], seedChallenge: false });
  const student = stack.accounts.find((a) => a.role === 'student')!;
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
  const out = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.userPoolClientId,
      AuthParameters: { USERNAME: student.email, PASSWORD: student.password },
    }),
  );
  token = out.AuthenticationResult!.IdToken!;
  userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
  const mentor = stack.accounts.find((a) => a.role === 'mentor')!;
  otherToken = (await passwordSignIn(cognito, stack.cognito.userPoolClientId, mentor)).IdToken!;
}, 45_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('payments on the local stack', () => {
  let order: Order;
  let paidEvent: ReturnType<typeof checkoutCompletedEvent>;

  it('says payments are available and prices a Pro order with WELCOME20 on the server', async () => {
    expect(await fetch(`${stack.apiUrl}/payments/availability`).then((r) => r.json())).toEqual({ available: true });
    const bad = await api<{ message: string }>('POST', '/checkout/orders', { plan: 'pro', billing: 'monthly', method: 'card', coupon: 'NOPE' });
    expect(bad).toEqual({ status: 400, body: { message: 'Invalid coupon code' } });
    const created = await api<{ order: Order }>('POST', '/checkout/orders', {
      plan: 'pro',
      billing: 'monthly',
      method: 'card',
      coupon: 'welcome20',
      last4: '4242',
    });
    expect(created.status).toBe(201);
    order = created.body.order;
    expect(order).toMatchObject({ plan: 'pro', coupon: 'WELCOME20', totalCents: 320, status: 'pending' });
    expect(order.paymentUrl.startsWith(stack.payments.links.pro.monthly)).toBe(true);
  });

  it("on Free at the weekly problem limit, a new problem is refused with the spec's message", async () => {
    const { WeeklyProblemCountEntity } = await import('../../../lambdas/data/entities/weekly-problems');
    const { PutItemCommand } = await import('dynamodb-toolbox');
    const { getProfile } = await import('../../../lambdas/data/user-profiles');
    const week = xpPeriodsOf(new Date(), (await getProfile(userId))?.timezone).week;
    await WeeklyProblemCountEntity.build(PutItemCommand).item({ userId, week, problems: 15 }).send();
    expect(await submit()).toEqual({ status: 403, body: { message: planLimitReached.message } });
  });

  it("the provider's signed event makes the student Pro, closes the student's sockets, and the Pro limit is in force at once", async () => {
    const reference = new URL(order.paymentUrl).searchParams.get('client_reference_id')!;
    paidEvent = checkoutCompletedEvent({ plan: 'pro', billing: 'monthly', reference, promoCode: 'WELCOME20' });
    const sent = await sendClosingSockets(paidEvent);
    expect(JSON.parse(sent.body)).toEqual({ received: true });

    expect((await api<{ order: Order }>('GET', `/checkout/orders/${order.orderId}`)).body.order.status).toBe('paid');
    const subscription = await api<SubscriptionResponse>('GET', '/me/subscription');
    expect(subscription.body).toMatchObject({ plan: 'pro', status: 'active', billing: 'monthly' });
    expect(subscription.body.history).toEqual([expect.objectContaining({ kind: 'payment', plan: 'pro', amountCents: 320, currency: 'usd', last4: '4242' })]);
    expect((await submit()).status).toBe(202);

    // Replayed byte for byte (same signature, inside the tolerance): acknowledged, nothing added.
    expect((await sendSigned(stack.payments.webhookUrl, stack.payments.secret, sent.payload, sent.signature)).status).toBe(200);
    expect((await api<SubscriptionResponse>('GET', '/me/subscription')).body.history).toHaveLength(1);
  });

  it('refuses an unsigned, a tampered and a wrongly signed event with 400', async () => {
    const payload = JSON.stringify({ ...paidEvent, id: 'evt_forged' });
    const unsigned = await fetch(stack.payments.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    expect(unsigned.status).toBe(400);
    const signed = await sendSigned(stack.payments.webhookUrl, stack.payments.secret, payload);
    expect(signed.status).toBe(200);
    const tampered = await sendSigned(stack.payments.webhookUrl, stack.payments.secret, payload.replace('"usd"', '"USD" '), signed.signature);
    expect(tampered.status).toBe(400);
    const wrongKey = await sendSigned(stack.payments.webhookUrl, 'whsec_wrong', payload);
    expect(wrongKey.status).toBe(400);
  });

  it("the provider's cancellation returns the student to Free and closes the student's sockets", async () => {
    const subscriptionId = paidEvent.data.object.subscription;
    await sendClosingSockets(subscriptionDeletedEvent(subscriptionId));
    const subscription = await api<SubscriptionResponse>('GET', '/me/subscription');
    expect(subscription.body).toMatchObject({ plan: 'free', status: 'cancelled' });
    expect(subscription.body.history.map((h) => h.kind)).toEqual(['cancellation', 'payment']);
  });
});
