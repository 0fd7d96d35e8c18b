/**
 * The local stand-in for the payment provider (docs/decisions/D09): hosted payment pages at
 * `/__local/payments/pay/<plan>/<billing>` of the web app's origin (what PAYMENT_LINKS names locally),
 * and signed webhook events sent to the local gateway exactly as the provider sends them
 * (`Stripe-Signature` over the raw body). The webhook secret is made once per data folder and kept
 * there (0600) so `npm run payments:simulate` signs with the same one.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PREFIX } from '@contract/routes';
import { type BillingPeriod, billingPeriods, findCoupon, formatUsd, type PaidPlan, paidPlans, type PaymentLinks, quote } from '@contract/payments';
import { signatureHeader } from '../../lambdas/payments/provider-signature';
import { ensurePrivateDir } from '../config';

export const LOCAL_PAYMENTS_PATH = '/__local/payments';

export function localPaymentLinks(appOrigin: string): PaymentLinks {
  const link = (plan: PaidPlan, billing: BillingPeriod) => `${appOrigin}${LOCAL_PAYMENTS_PATH}/pay/${plan}/${billing}`;
  return {
    pro: { monthly: link('pro', 'monthly'), yearly: link('pro', 'yearly') },
    premium: { monthly: link('premium', 'monthly'), yearly: link('premium', 'yearly') },
  };
}

export function localWebhookUrl(gatewayEndpoint: string): string {
  return `${gatewayEndpoint}${API_PREFIX}/payments/webhook`;
}

/** The data folder's webhook secret, made on first use (`whsec_` as the provider's look). */
export async function localWebhookSecret(dataDir: string): Promise<string> {
  const dir = await ensurePrivateDir(join(dataDir, 'payments'));
  const file = join(dir, 'webhook-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const secret = `whsec_${randomBytes(24).toString('hex')}`;
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

const eventId = () => `evt_local_${randomBytes(12).toString('hex')}`;

export interface CheckoutPayment {
  readonly plan: PaidPlan;
  readonly billing: BillingPeriod;
  /** `<userId>_<orderId>`, as the order's payment link carries it. */
  readonly reference: string;
  readonly promoCode?: string;
}

/** What the provider charges for a link with a promotion code: the same rules as our checkout (contract/payments.ts). */
export function chargedCents(payment: Pick<CheckoutPayment, 'plan' | 'billing' | 'promoCode'>): number {
  return quote(payment.plan, payment.billing, payment.promoCode ? findCoupon(payment.promoCode) : undefined).totalCents;
}

export function checkoutCompletedEvent(payment: CheckoutPayment, now = new Date()) {
  const total = chargedCents(payment);
  return {
    id: eventId(),
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        id: `cs_local_${randomBytes(12).toString('hex')}`,
        object: 'checkout.session',
        client_reference_id: payment.reference,
        amount_total: total,
        currency: 'usd',
        payment_status: total === 0 ? 'no_payment_required' : 'paid',
        mode: 'subscription',
        subscription: `sub_local_${randomBytes(12).toString('hex')}`,
      },
    },
  };
}

export function subscriptionDeletedEvent(subscriptionId: string, now = new Date()) {
  return {
    id: eventId(),
    object: 'event',
    type: 'customer.subscription.deleted',
    created: Math.floor(now.getTime() / 1000),
    data: { object: { id: subscriptionId, object: 'subscription', status: 'canceled' } },
  };
}

export interface SentEvent {
  readonly status: number;
  readonly body: string;
  /** The exact request, to replay it (`payments:simulate replay`). */
  readonly payload: string;
  readonly signature: string;
}

/** Posts `payload` signed at `timestamp` (default now), as the provider does. */
export async function sendSigned(
  webhookUrl: string,
  secret: string,
  payload: string,
  signature = signatureHeader(secret, payload, Math.floor(Date.now() / 1000)),
): Promise<SentEvent> {
  const response = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
  return { status: response.status, body: await response.text(), payload, signature };
}

export function sendEvent(webhookUrl: string, secret: string, event: object): Promise<SentEvent> {
  return sendSigned(webhookUrl, secret, JSON.stringify(event));
}

export function parsePaymentPath(pathname: string): { plan: PaidPlan; billing: BillingPeriod } | undefined {
  const match = /^\/pay\/([a-z]+)\/([a-z]+)\/?$/.exec(pathname);
  const plan = paidPlans.find((p) => p === match?.[1]);
  const billing = billingPeriods.find((b) => b === match?.[2]);
  return plan && billing ? { plan, billing } : undefined;
}

export { formatUsd };
