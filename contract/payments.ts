/**
 * Paying for a plan (docs/requirements/plans.md §2–§5; docs/decisions/D03, D09): the prices charged, the coupons, the
 * checkout order and the subscription a user holds. Amounts are whole US cents everywhere, so the
 * browser, the order and the provider's webhook compare integers, never floats.
 */
import { z } from 'zod';
import { type PlanName, planNames, planPrices } from './plans';

export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** The plans a user can buy; Free is never sold. */
export const paidPlans = ['pro', 'premium'] as const;
export type PaidPlan = (typeof paidPlans)[number];

/** docs/requirements/plans.md §4: the checkout's payment methods. */
export const paymentMethods = ['card', 'jazzcash', 'easypaisa'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMessages = {
  enterCoupon: 'Please enter a coupon code',
  invalidCoupon: 'Invalid coupon code',
  popupBlocked: 'Popup blocked',
  popupClosed: 'Payment window closed unexpectedly',
  paymentErrorTitle: 'Payment Error',
  paymentError: 'Payment is not working right now. Please try again later.',
  /** docs/decisions/D09: no payment links configured (a stage without a provider). */
  paymentsUnavailable: 'Payments are not available right now.',
  alreadySubscribed: 'You already have this plan or a higher one.',
  orderNotFound: 'Order not found',
} as const;

export type CouponType = 'percentage' | 'fixed';
export interface Coupon {
  readonly code: string;
  /** Percent for a percentage coupon, US dollars for a fixed one. */
  readonly discount: number;
  readonly type: CouponType;
}

/** docs/requirements/plans.md §5. The banner's promo is WELCOME20. */
export const coupons: readonly Coupon[] = [
  { code: 'SAVE10', discount: 10, type: 'percentage' },
  { code: 'WELCOME20', discount: 20, type: 'percentage' },
  { code: 'STUDENT50', discount: 50, type: 'percentage' },
  { code: 'NEWUSER', discount: 15, type: 'percentage' },
  { code: 'FIRST100', discount: 100, type: 'fixed' },
];

/** Codes are case-insensitive (docs/requirements/plans.md §5); surrounding spaces a student typed do not count. */
export function findCoupon(code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return coupons.find((c) => c.code === wanted);
}

/** What a plan costs for a billing period before any coupon: the discounted price of the plan card. */
export function planPriceCents(plan: PlanName, billing: BillingPeriod): number {
  return Math.round(planPrices[plan][billing].discounted * 100);
}

/** The list price the card strikes through. */
export function planListPriceCents(plan: PlanName, billing: BillingPeriod): number {
  return Math.round(planPrices[plan][billing].original * 100);
}

export interface Quote {
  readonly plan: PaidPlan;
  readonly billing: BillingPeriod;
  readonly listCents: number;
  readonly priceCents: number;
  readonly coupon?: Coupon;
  readonly couponDiscountCents: number;
  /** What is charged: never below 0 (a fixed coupon larger than the price makes it free). */
  readonly totalCents: number;
}

/**
 * docs/requirements/plans.md §5: a coupon takes its percentage or its fixed amount off the plan's price, never below 0,
 * and the final price is rounded. Decision: rounded to the cent (half up), the unit money is charged
 * in; rounding to whole dollars would move a $3.20 price by 20 cents either way.
 */
export function quote(plan: PaidPlan, billing: BillingPeriod, coupon?: Coupon): Quote {
  const priceCents = planPriceCents(plan, billing);
  const off = !coupon ? 0 : coupon.type === 'percentage' ? Math.round((priceCents * coupon.discount) / 100) : Math.round(coupon.discount * 100);
  const couponDiscountCents = Math.min(priceCents, off);
  return {
    plan,
    billing,
    listCents: planListPriceCents(plan, billing),
    priceCents,
    ...(coupon ? { coupon } : {}),
    couponDiscountCents,
    totalCents: priceCents - couponDiscountCents,
  };
}

/** $12.3 → "$12.30"; whole dollars keep no cents ("$4"), as the plan cards print them. */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

const couponCode = z.string().trim().max(32, paymentMessages.invalidCoupon);

/**
 * POST /checkout/orders. Card data never leaves the browser (the provider's hosted page takes the
 * payment); the order keeps only the method and, for the receipt line, the last four digits.
 */
export const createOrderSchema = z.object({
  plan: z.enum(paidPlans),
  billing: z.enum(billingPeriods),
  coupon: couponCode.optional(),
  method: z.enum(paymentMethods),
  last4: z
    .string()
    .length(4)
    .regex(/^\d{4}$/)
    .optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const orderStatuses = ['pending', 'paid', 'underpaid'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderSchema = z.object({
  orderId: z.string(),
  plan: z.enum(paidPlans),
  billing: z.enum(billingPeriods),
  method: z.enum(paymentMethods),
  coupon: z.string().optional(),
  listCents: z.number().int(),
  priceCents: z.number().int(),
  couponDiscountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('usd'),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  /** The provider's hosted payment page for this order; open it in a new tab. */
  paymentUrl: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });

export const paymentHistoryKinds = ['payment', 'cancellation', 'underpaid'] as const;
export const paymentHistoryEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(paymentHistoryKinds),
  plan: z.enum(planNames),
  billing: z.enum(billingPeriods).optional(),
  amountCents: z.number().int().optional(),
  currency: z.literal('usd').optional(),
  method: z.enum(paymentMethods).optional(),
  last4: z.string().optional(),
  orderId: z.string().optional(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;

/** GET /me/subscription: the plan in force, how it was bought, and the newest history first. */
export const subscriptionResponseSchema = z.object({
  plan: z.enum(planNames),
  status: z.enum(['active', 'cancelled']),
  billing: z.enum(billingPeriods).optional(),
  activatedAt: z.string().optional(),
  history: z.array(paymentHistoryEntrySchema),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** GET /payments/availability (public): whether this stage has a payment provider configured (docs/decisions/D09). */
export const paymentsAvailabilitySchema = z.object({ available: z.boolean() });

const httpsOrLocalUrl = z.url({ protocol: /^https?$/ });
const linksOfPlan = z.object({ monthly: httpsOrLocalUrl, yearly: httpsOrLocalUrl });
/** PAYMENT_LINKS (contract/lambda-env.ts): the hosted payment page of each paid plan and period. */
export const paymentLinksSchema = z.object({ pro: linksOfPlan, premium: linksOfPlan });
export type PaymentLinks = z.infer<typeof paymentLinksSchema>;

/**
 * Where the payment provider sends a student back who cancelled on its page: the checkout, which
 * says the payment was cancelled and tells the checkout tab waiting for that order.
 */
export const paymentCancelledReturn = {
  path: '/checkout',
  /** `?payment=cancelled&order=<orderId>` */
  query: (orderId: string) => new URLSearchParams({ payment: 'cancelled', order: orderId }).toString(),
} as const;
