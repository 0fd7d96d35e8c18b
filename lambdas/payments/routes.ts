/** The payments feature's routes (contract/api/payments.ts). */
import { paymentsApi } from '@contract/api/payments';
import { normalizePlan } from '@contract/plans';
import { getSubscription, listPaymentHistory } from '../data/payments';
import { getProfile } from '../data/user-profiles';
import { errors } from '../shared/errors';
import { httpRoute, rawBodyRoute } from '../shared/http-handler';
import { createCheckoutOrder, readCheckoutOrder } from './checkout-orders';
import { paymentLinks, webhookSecret } from './provider-config';
import { handleWebhook } from './webhook';

export const getPaymentsAvailability = httpRoute(paymentsApi.getPaymentsAvailability, async () => ({ available: paymentLinks() !== undefined }));

export const createCheckoutOrderRoute = httpRoute(paymentsApi.createCheckoutOrder, async (input, { caller }) => ({
  order: await createCheckoutOrder(caller.userId, input, { links: paymentLinks(), now: new Date() }),
}));

export const getCheckoutOrder = httpRoute(paymentsApi.getCheckoutOrder, async ({ orderId }, { caller }) => ({
  order: await readCheckoutOrder(caller.userId, orderId, { links: paymentLinks(), now: new Date() }),
}));

export const getMySubscription = httpRoute(paymentsApi.getMySubscription, async (_input, { caller }) => {
  const [profile, subscription, history] = await Promise.all([getProfile(caller.userId), getSubscription(caller.userId), listPaymentHistory(caller.userId)]);
  if (!profile) throw errors.userAccountNotFound();
  const plan = normalizePlan(profile.plan);
  const current = subscription?.status === 'active' && subscription.plan === plan ? subscription : undefined;
  return {
    plan,
    status: subscription?.status === 'cancelled' && plan === 'free' ? ('cancelled' as const) : ('active' as const),
    ...(current?.billing ? { billing: current.billing } : {}),
    ...(profile.planActivatedAt ? { activatedAt: profile.planActivatedAt } : {}),
    history: history.map(({ userId: _userId, eventId: _eventId, ...entry }) => ({ ...entry, ...(entry.amountCents !== undefined ? { currency: 'usd' as const } : {}) })),
  };
});

export const paymentWebhook = rawBodyRoute(paymentsApi.paymentWebhook, async (rawBody, event) => {
  await handleWebhook({ rawBody, signature: event.headers?.['stripe-signature'], secret: await webhookSecret(), now: new Date() });
  return { received: true as const };
});
