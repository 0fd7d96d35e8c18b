/** Checkout orders (POST /checkout/orders, GET /checkout/orders/{id}): the price is the server's own quote. */
import { randomBytes } from 'node:crypto';
import { findCoupon, type Order, type CreateOrderInput, paymentMessages as m, type PaymentLinks, quote } from '@contract/payments';
import { normalizePlan, planNames } from '@contract/plans';
import { createOrder, getOrder, type StoredOrder } from '../data/payments';
import { getProfile } from '../data/user-profiles';
import { BadRequest, Conflict, NotFound, ServiceUnavailable, errors } from '../shared/errors';
import { orderReference } from './provider-events';

/**
 * The order's hosted payment page: the plan's link with the order reference (how the paid event
 * finds the order), the buyer's e-mail and the coupon prefilled, as Stripe Payment Links take them.
 */
export function paymentUrl(links: PaymentLinks, order: StoredOrder, email: string): string {
  const url = new URL(links[order.plan][order.billing]);
  url.searchParams.set('client_reference_id', orderReference(order.userId, order.orderId));
  url.searchParams.set('prefilled_email', email);
  if (order.coupon) url.searchParams.set('prefilled_promo_code', order.coupon);
  return url.toString();
}

function asOrder(order: StoredOrder, url: string): Order {
  const { userId: _userId, paidAt: _paidAt, paidCents: _paidCents, providerSubscriptionId: _subscription, last4: _last4, ...fields } = order;
  return { ...fields, currency: 'usd', paymentUrl: url };
}

export interface OrderDeps {
  readonly links: PaymentLinks | undefined;
  readonly now: Date;
}

export async function createCheckoutOrder(userId: string, input: CreateOrderInput, deps: OrderDeps): Promise<Order> {
  if (!deps.links) throw ServiceUnavailable(m.paymentsUnavailable);
  const code = input.coupon?.trim();
  const coupon = code ? findCoupon(code) : undefined;
  if (code && !coupon) throw BadRequest(m.invalidCoupon);
  const profile = await getProfile(userId);
  if (!profile || profile.deletingAt) throw errors.userAccountNotFound();
  if (planNames.indexOf(normalizePlan(profile.plan)) >= planNames.indexOf(input.plan)) throw Conflict(m.alreadySubscribed);
  const { plan: _plan, billing: _billing, coupon: _coupon, ...price } = quote(input.plan, input.billing, coupon);
  const order: StoredOrder = {
    userId,
    orderId: randomBytes(10).toString('hex'),
    plan: input.plan,
    billing: input.billing,
    method: input.method,
    ...(input.last4 ? { last4: input.last4 } : {}),
    ...(coupon ? { coupon: coupon.code } : {}),
    ...price,
    status: 'pending',
    createdAt: deps.now.toISOString(),
  };
  if (!(await createOrder(order))) throw errors.userAccountNotFound();
  return asOrder(order, paymentUrl(deps.links, order, profile.email));
}

/** The caller's own order only: the key is built from the caller's id, never from the request. */
export async function readCheckoutOrder(userId: string, orderId: string, deps: OrderDeps): Promise<Order> {
  const [order, profile] = await Promise.all([getOrder(userId, orderId), getProfile(userId)]);
  if (!order || !profile) throw NotFound(m.orderNotFound);
  return asOrder(order, deps.links ? paymentUrl(deps.links, order, profile.email) : '');
}
