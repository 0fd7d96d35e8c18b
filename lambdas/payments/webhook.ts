/**
 * POST /payments/webhook: the provider's signed events. The signature over the raw body is checked
 * first (a tampered or unsigned request changes nothing: 400); a timestamp older than the tolerance
 * is a replay (400); a redelivered event is acknowledged and changes nothing (its marker exists).
 * Events we cannot place (an order of a deleted account, a subscription we never sold) are
 * acknowledged too: the provider would otherwise retry them for days. An event that changes the
 * plan closes the user's live sockets, so each client reconnects and reads the plan now in force.
 */
import { paymentMessages as m } from '@contract/payments';
import { normalizePlan } from '@contract/plans';
import { findSubscriptionOwner, getOrder, isUnderpaid, recordCancellation, recordPaidCheckout, type EventOutcome } from '../data/payments';
import { getProfile } from '../data/user-profiles';
import { BadRequest, ServiceUnavailable } from '../shared/errors';
import { logger } from '../shared/logger';
import { checkSignature } from './provider-signature';
import { type CheckoutCompleted, handledEventSchema, parseOrderReference, type SubscriptionDeleted } from './provider-events';

export const webhookMessages = {
  badSignature: 'The webhook signature is missing or does not match.',
  replayed: 'The webhook signature is too old: a replayed request is refused.',
  badEvent: 'The event is not JSON with an id and a type.',
} as const;

export interface WebhookRequest {
  readonly rawBody: string;
  readonly signature: string | undefined;
  readonly secret: string | undefined;
  readonly now: Date;
}

export interface WebhookDeps {
  /** Closes every live socket of the user (lambdas/platform/close-sockets.ts). */
  closeAllSockets(userId: string): Promise<number>;
}

type Outcome = EventOutcome | 'ignored';

/** What an event did, and whose plan it changed (only when it did). */
interface Handled {
  readonly outcome: Outcome;
  readonly planChangedFor?: string;
}

const ignored: Handled = { outcome: 'ignored' };

async function onCheckoutCompleted(event: CheckoutCompleted, at: string): Promise<Handled> {
  const session = event.data.object;
  const reference = parseOrderReference(session.client_reference_id);
  if (!reference || session.payment_status === 'unpaid') return ignored;
  const order = await getOrder(reference.userId, reference.orderId);
  if (!order) return ignored;
  if (session.currency && session.currency.toLowerCase() !== 'usd') return ignored;
  const paid = { order, paidCents: session.amount_total ?? 0, ...(session.subscription ? { providerSubscriptionId: session.subscription } : {}) };
  const outcome = await recordPaidCheckout({ eventId: event.id, type: event.type, at }, paid);
  // An underpaid order is recorded but leaves the plan.
  return outcome === 'applied' && !isUnderpaid(paid) ? { outcome, planChangedFor: order.userId } : { outcome };
}

async function onSubscriptionDeleted(event: SubscriptionDeleted, at: string): Promise<Handled> {
  const subscriptionId = event.data.object.id;
  const userId = await findSubscriptionOwner(subscriptionId);
  if (!userId) return ignored;
  const profile = await getProfile(userId);
  if (!profile) return ignored;
  const outcome = await recordCancellation({ eventId: event.id, type: event.type, at }, userId, subscriptionId, normalizePlan(profile.plan));
  return outcome === 'applied' ? { outcome, planChangedFor: userId } : { outcome };
}

/**
 * After the plan is written, the user's sockets close so every client reconnects and reads its new
 * plan; a socket a failure here leaves open still ends within API Gateway's two-hour limit.
 */
async function closeSocketsOfPlanChange(deps: WebhookDeps, userId: string): Promise<void> {
  try {
    await deps.closeAllSockets(userId);
  } catch (error) {
    // Logged, not thrown: the plan is already written, and a 5xx would only make the provider redeliver an event that is then a duplicate and closes nothing.
    logger.warn('closing the sockets after a plan change failed', { userId, error: (error as Error).message });
  }
}

export async function handleWebhook(deps: WebhookDeps, request: WebhookRequest): Promise<Outcome> {
  // An unsigned request is refused before anything else, whether or not this stage sells.
  if (!request.signature) throw BadRequest(webhookMessages.badSignature);
  if (!request.secret) throw ServiceUnavailable(m.paymentsUnavailable);
  const check = checkSignature(request.signature, request.rawBody, request.secret, Math.floor(request.now.getTime() / 1000));
  if (check === 'expired') throw BadRequest(webhookMessages.replayed);
  if (check !== 'valid') throw BadRequest(webhookMessages.badSignature);
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody);
  } catch {
    throw BadRequest(webhookMessages.badEvent);
  }
  const type = (json as { type?: unknown })?.type;
  if (type !== 'checkout.session.completed' && type !== 'customer.subscription.deleted') return 'ignored';
  const event = handledEventSchema.safeParse(json);
  if (!event.success) throw BadRequest(webhookMessages.badEvent);
  const at = request.now.toISOString();
  const { outcome, planChangedFor } =
    event.data.type === 'checkout.session.completed' ? await onCheckoutCompleted(event.data, at) : await onSubscriptionDeleted(event.data, at);
  logger.info('payment event handled', { eventId: event.data.id, type: event.data.type, outcome });
  if (planChangedFor) await closeSocketsOfPlanChange(deps, planChangedFor);
  return outcome;
}
