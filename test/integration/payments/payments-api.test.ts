/**
 * Paying for a plan through the local stack (docs/decisions/D09): the student on Free, at the
 * weekly problem limit, orders Pro with WELCOME20; the local payment provider sends its signed
 * event through the gateway to the webhook, exactly as the provider would; the plan is Pro and its
 * limit is in force on the server at once; replays and tampering change nothing; the provider's
 * cancellation returns the student to Free.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planLimitReached } from '@contract/api/submissions';
import type { Order, SubscriptionResponse } from '@contract/payments';
import { xpPeriodsOf } from '@contract/progress';
import { LOCAL_REGION } from '../../../local/lambda-names';
import { checkoutCompletedEvent, sendEvent, sendSigned, subscriptionDeletedEvent } from '../../../local/payments/provider';
import { findFreeLocalPorts } from '../../../local/ports';
import { startLocalStack, type LocalStack } from '../../../local/start';

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
let stack: LocalStack;
let dataDir: string;
let token = '';
let userId = '';

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const submit = () => api<{ message?: string }>('POST', '/problems/a-plus-b/submissions', { language: 'python', source: 'a, b = map(int, input().split())\nprint(a + b)\n' });

beforeAll(async () => {
  const ports = await findFreeLocalPorts();
  dataDir = await mkdtemp(join(tmpdir(), 'codearena-payments-'));
  stack = await startLocalStack({ ports, dataDir, web: false, tableInMemory: true, seed: true, seedProblems: ['a-plus-b'], seedChallenge: false });
  const student = stack.accounts.find((a) => a.role === 'student')!;
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognito.endpoint, region: LOCAL_REGION, credentials });
  const out = await cognito.send(new InitiateAuthCommand({
    AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.cognito.userPoolClientId, AuthParameters: { USERNAME: student.email, PASSWORD: student.password },
  }));
  token = out.AuthenticationResult!.IdToken!;
  userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
}, 45_000);

afterAll(async () => {
  await stack?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('payments on the local stack', () => {
  let order: Order;
  let paidEvent: ReturnType<typeof checkoutCompletedEvent>;

  it('says payments are available and prices a Pro order with WELCOME20 on the server', async () => {
    expect((await fetch(`${stack.apiUrl}/payments/availability`).then((r) => r.json()))).toEqual({ available: true });
    const bad = await api<{ message: string }>('POST', '/checkout/orders', { plan: 'pro', billing: 'monthly', method: 'card', coupon: 'NOPE' });
    expect(bad).toEqual({ status: 400, body: { message: 'Invalid coupon code' } });
    const created = await api<{ order: Order }>('POST', '/checkout/orders', { plan: 'pro', billing: 'monthly', method: 'card', coupon: 'welcome20', last4: '4242' });
    expect(created.status).toBe(201);
    order = created.body.order;
    expect(order).toMatchObject({ plan: 'pro', coupon: 'WELCOME20', totalCents: 320, status: 'pending' });
    expect(order.paymentUrl.startsWith(stack.payments.links.pro.monthly)).toBe(true);
  });

  it('on Free at the weekly problem limit, a new problem is refused with the spec\'s message', async () => {
    const { WeeklyProblemCountEntity } = await import('../../../lambdas/data/entities/weekly-problems');
    const { PutItemCommand } = await import('dynamodb-toolbox');
    const { getProfile } = await import('../../../lambdas/data/user-profiles');
    const week = xpPeriodsOf(new Date(), (await getProfile(userId))?.timezone).week;
    await WeeklyProblemCountEntity.build(PutItemCommand).item({ userId, week, problems: 15 }).send();
    expect(await submit()).toEqual({ status: 403, body: { message: planLimitReached.message } });
  });

  it('the provider\'s signed event makes the student Pro, and the Pro limit is in force at once', async () => {
    const reference = new URL(order.paymentUrl).searchParams.get('client_reference_id')!;
    paidEvent = checkoutCompletedEvent({ plan: 'pro', billing: 'monthly', reference, promoCode: 'WELCOME20' });
    const sent = await sendEvent(stack.payments.webhookUrl, stack.payments.secret, paidEvent);
    expect([sent.status, JSON.parse(sent.body)]).toEqual([200, { received: true }]);

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

  it('the provider\'s cancellation returns the student to Free', async () => {
    const subscriptionId = paidEvent.data.object.subscription;
    const sent = await sendEvent(stack.payments.webhookUrl, stack.payments.secret, subscriptionDeletedEvent(subscriptionId));
    expect(sent.status).toBe(200);
    const subscription = await api<SubscriptionResponse>('GET', '/me/subscription');
    expect(subscription.body).toMatchObject({ plan: 'free', status: 'cancelled' });
    expect(subscription.body.history.map((h) => h.kind)).toEqual(['cancellation', 'payment']);
  });
});
