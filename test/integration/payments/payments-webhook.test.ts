/**
 * Payments against the real DynamoDB Local (docs/decisions/D09): a checkout order priced by the
 * server; the provider's signed paid event sets the plan, the subscription and the history in one
 * transaction; a redelivered event changes nothing; a tampered or replayed request is refused with
 * nothing written; an underpaid order leaves the plan; a cancellation returns to Free only for the
 * subscription that pays for the plan; a deleted account gets nothing. Each event that changes the
 * plan, and only such an event, then closes the user's sockets (closing them is tested on the local
 * gateway: test/integration/payments/payments-api.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { signatureHeader } from '../../../lambdas/payments/provider-signature';
import { loadDataModules } from '../support/data-modules';

const TABLE = 'codearena-payments-test';
const { data } = loadDataModules(TABLE, async () => ({
  orders: await import('../../../lambdas/payments/checkout-orders'),
  webhook: await import('../../../lambdas/payments/webhook'),
  payments: await import('../../../lambdas/data/payments'),
  profiles: await import('../../../lambdas/data/user-profiles'),
  guard: await import('../../../lambdas/data/account-guard'),
  userItems: await import('../../../lambdas/data/user-items'),
}));

const secret = 'whsec_integration';
const links = {
  pro: { monthly: 'https://pay.example.com/pro-m', yearly: 'https://pay.example.com/pro-y' },
  premium: { monthly: 'https://pay.example.com/premium-m', yearly: 'https://pay.example.com/premium-y' },
};
const now = new Date();
let eventCount = 0;
/** Whose sockets the webhook closed, in order. */
const closedFor: string[] = [];
const closeAllSockets = async (userId: string) => {
  closedFor.push(userId);
  return 0;
};
const closesOf = (userId: string) => closedFor.filter((id) => id === userId).length;

async function createUser(userId: string) {
  expect(
    await data.profiles.createProfileIfAbsent({ userId, email: `${userId}@example.com`, name: userId, role: 'student', createdAt: '2026-11-01T10:00:00.000Z' }),
  ).toBe(true);
}

function paidEvent(reference: string, amount: number, subscription: string, id = `evt_${++eventCount}`) {
  return {
    id,
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: `cs_${id}`,
        client_reference_id: reference,
        amount_total: amount,
        currency: 'usd',
        payment_status: amount === 0 ? 'no_payment_required' : 'paid',
        subscription,
      },
    },
  };
}

function deletedEvent(subscription: string, id = `evt_${++eventCount}`) {
  return { id, type: 'customer.subscription.deleted', created: Math.floor(now.getTime() / 1000), data: { object: { id: subscription } } };
}

function deliver(event: object, options: { signedAt?: Date; signWith?: string; tamper?: (body: string) => string } = {}) {
  const body = JSON.stringify(event);
  const signature = signatureHeader(options.signWith ?? secret, body, Math.floor((options.signedAt ?? now).getTime() / 1000));
  // Handled at the real time (history lines sort by it), signed at the test's start: well inside the tolerance.
  return data.webhook.handleWebhook({ closeAllSockets }, { rawBody: options.tamper ? options.tamper(body) : body, signature, secret, now: new Date() });
}

async function order(userId: string, plan: 'pro' | 'premium', coupon?: string) {
  return data.orders.createCheckoutOrder(userId, { plan, billing: 'monthly', method: 'card', last4: '4242', ...(coupon ? { coupon } : {}) }, { links, now });
}

const reference = (userId: string, orderId: string) => `${userId}_${orderId}`;

describe('checkout orders', () => {
  it('prices the order on the server, with the coupon in any case, and links the provider page with the order reference', async () => {
    await createUser('buyer1');
    const created = await order('buyer1', 'pro', 'welcome20');
    expect(created).toMatchObject({
      plan: 'pro',
      billing: 'monthly',
      coupon: 'WELCOME20',
      priceCents: 400,
      couponDiscountCents: 80,
      totalCents: 320,
      status: 'pending',
    });
    const url = new URL(created.paymentUrl);
    expect(url.origin + url.pathname).toBe(links.pro.monthly);
    expect(url.searchParams.get('client_reference_id')).toBe(reference('buyer1', created.orderId));
    expect(url.searchParams.get('prefilled_promo_code')).toBe('WELCOME20');
    expect(url.searchParams.get('prefilled_email')).toBe('buyer1@example.com');
    const stored = await data.payments.getOrder('buyer1', created.orderId);
    expect(stored).toMatchObject({ totalCents: 320, last4: '4242' });
  });

  it('refuses an unknown coupon, a plan the user has, and a stage without payment links — writing nothing', async () => {
    await createUser('buyer2');
    await expect(order('buyer2', 'pro', 'WELCOME21')).rejects.toMatchObject({ statusCode: 400, message: 'Invalid coupon code' });
    await expect(
      data.orders.createCheckoutOrder('buyer2', { plan: 'pro', billing: 'monthly', method: 'card' }, { links: undefined, now }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(await data.payments.listPaymentHistory('buyer2')).toEqual([]);
  });

  it("reads only the caller's own order", async () => {
    await createUser('buyer3');
    await createUser('snoop');
    const created = await order('buyer3', 'premium');
    await expect(data.orders.readCheckoutOrder('snoop', created.orderId, { links, now })).rejects.toMatchObject({ statusCode: 404 });
    expect((await data.orders.readCheckoutOrder('buyer3', created.orderId, { links, now })).orderId).toBe(created.orderId);
  });
});

describe('the provider webhook', () => {
  it('a paid checkout sets the plan, the subscription and one history line; the same event again changes nothing', async () => {
    await createUser('payer');
    const created = await order('payer', 'pro', 'WELCOME20');
    const event = paidEvent(reference('payer', created.orderId), 320, 'sub_payer');
    expect(await deliver(event)).toBe('applied');
    expect(await deliver(event)).toBe('duplicate');
    const [repeatA, repeatB] = await Promise.all([deliver(event), deliver(event)]);
    expect([repeatA, repeatB]).toEqual(['duplicate', 'duplicate']);

    expect((await data.profiles.getProfile('payer'))?.plan).toBe('pro');
    // The plan changed once: its sockets closed once, not again for the redeliveries.
    expect(closesOf('payer')).toBe(1);
    expect(await data.payments.getSubscription('payer')).toMatchObject({
      plan: 'pro',
      status: 'active',
      billing: 'monthly',
      providerSubscriptionId: 'sub_payer',
    });
    expect(await data.payments.getOrder('payer', created.orderId)).toMatchObject({ status: 'paid', paidCents: 320 });
    const history = await data.payments.listPaymentHistory('payer');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'payment', plan: 'pro', amountCents: 320, method: 'card', last4: '4242' });
    // Account deletion finds every payment item: the order, subscription, history and the provider link.
    const sortKeys = (await data.userItems.listUserItemKeys('payer')).map((k) => k.sk.split('#')[0]);
    expect(sortKeys).toEqual(expect.arrayContaining(['ORDER', 'SUBSCRIPTION', 'PAYMENT', 'OWNER']));
    // Already on Pro: buying Pro again is refused; Premium is an upgrade.
    await expect(order('payer', 'pro')).rejects.toMatchObject({ statusCode: 409 });
    expect((await order('payer', 'premium')).plan).toBe('premium');
  });

  it('a free order (FIRST100) is paid by "no payment required"', async () => {
    await createUser('freebie');
    const created = await order('freebie', 'premium', 'first100');
    expect(created.totalCents).toBe(0);
    expect(await deliver(paidEvent(reference('freebie', created.orderId), 0, 'sub_freebie'))).toBe('applied');
    expect((await data.profiles.getProfile('freebie'))?.plan).toBe('premium');
  });

  it("refuses a tampered body, another key's signature and a replay past 5 minutes, writing nothing", async () => {
    await createUser('target');
    const created = await order('target', 'premium');
    const event = paidEvent(reference('target', created.orderId), 700, 'sub_target');
    await expect(deliver(event, { tamper: (body) => body.replace('"amount_total":700', '"amount_total":7000') })).rejects.toMatchObject({ statusCode: 400 });
    await expect(deliver(event, { signWith: 'whsec_attacker' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(deliver(event, { signedAt: new Date(now.getTime() - 301_000) })).rejects.toMatchObject({
      statusCode: 400,
      message: data.webhook.webhookMessages.replayed,
    });
    await expect(data.webhook.handleWebhook({ closeAllSockets }, { rawBody: JSON.stringify(event), signature: undefined, secret, now })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await data.profiles.getProfile('target'))?.plan).toBe('free');
    expect(closesOf('target')).toBe(0);
    expect(await data.payments.getOrder('target', created.orderId)).toMatchObject({ status: 'pending' });
    expect(await data.payments.listPaymentHistory('target')).toEqual([]);
  });

  it('an amount below the order total leaves the plan and records the underpayment', async () => {
    await createUser('cheap');
    const created = await order('cheap', 'pro');
    expect(await deliver(paidEvent(reference('cheap', created.orderId), 100, 'sub_cheap'))).toBe('applied');
    expect((await data.profiles.getProfile('cheap'))?.plan).toBe('free');
    expect(closesOf('cheap')).toBe(0);
    expect(await data.payments.getOrder('cheap', created.orderId)).toMatchObject({ status: 'underpaid' });
    expect((await data.payments.listPaymentHistory('cheap'))[0]).toMatchObject({ kind: 'underpaid', amountCents: 100 });
  });

  it("events we cannot place are acknowledged and change nothing: another user's reference, unknown order, unhandled type", async () => {
    await createUser('victim');
    const created = await order('victim', 'pro');
    expect(await deliver(paidEvent(reference('intruder', created.orderId), 400, 'sub_x'))).toBe('ignored');
    expect(await deliver(paidEvent(reference('victim', 'ffffffff'), 400, 'sub_y'))).toBe('ignored');
    expect(await deliver({ id: 'evt_other', type: 'invoice.created', created: 1, data: { object: {} } })).toBe('ignored');
    expect((await data.profiles.getProfile('victim'))?.plan).toBe('free');
  });

  it('a cancellation returns to Free; a late cancellation of an older subscription leaves a newer purchase alone', async () => {
    await createUser('leaver');
    const first = await order('leaver', 'pro');
    expect(await deliver(paidEvent(reference('leaver', first.orderId), 400, 'sub_old'))).toBe('applied');
    const upgrade = await order('leaver', 'premium');
    expect(await deliver(paidEvent(reference('leaver', upgrade.orderId), 700, 'sub_new'))).toBe('applied');
    expect(await deliver(deletedEvent('sub_old'))).toBe('notCurrentSubscription');
    expect((await data.profiles.getProfile('leaver'))?.plan).toBe('premium');
    expect(closesOf('leaver')).toBe(2);

    const cancel = deletedEvent('sub_new');
    expect(await deliver(cancel)).toBe('applied');
    expect(await deliver(cancel)).toBe('duplicate');
    expect((await data.profiles.getProfile('leaver'))?.plan).toBe('free');
    expect(closesOf('leaver')).toBe(3);
    expect(await data.payments.getSubscription('leaver')).toMatchObject({ status: 'cancelled', providerSubscriptionId: 'sub_new' });
    expect((await data.payments.listPaymentHistory('leaver')).map((h) => h.kind)).toEqual(['cancellation', 'payment', 'payment']);
  });

  it('a deleted account gets no plan from a payment that arrives after the deletion began', async () => {
    await createUser('gone');
    const created = await order('gone', 'pro');
    await data.guard.markAccountDeleting('gone');
    expect(await deliver(paidEvent(reference('gone', created.orderId), 400, 'sub_gone'))).toBe('accountGone');
    expect(closesOf('gone')).toBe(0);
    expect(await data.payments.getOrder('gone', created.orderId)).toMatchObject({ status: 'pending' });
  });
});
