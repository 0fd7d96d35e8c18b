/**
 * Payments (DESIGN D9): checkout orders, and what the provider's events change: the plan on the
 * profile, the subscription item and the billing history, each event's changes in one transaction
 * with the event's own marker, so a redelivered event changes nothing.
 */
import {
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateTransaction,
  executeTransactWrite,
  type FormattedItem,
} from 'dynamodb-toolbox';
import type { PlanName } from '@contract/plans';
import { accountWritable, accountWritableCheck } from './account-guard';
import { cancellationCodes } from './conditional-write';
import { CheckoutOrderEntity, PaymentHistoryEntity, ProviderEventEntity, ProviderSubscriptionEntity, UserSubscriptionEntity } from './entities/payment';
import { UserProfileEntity } from './entities/user-profile';
import { keys } from './keys';
import { expiresIn, table } from './table';

export type StoredOrder = FormattedItem<typeof CheckoutOrderEntity>;
export type StoredSubscription = FormattedItem<typeof UserSubscriptionEntity>;
export type StoredPaymentHistory = FormattedItem<typeof PaymentHistoryEntity>;
export type NewOrder = Omit<StoredOrder, 'status' | 'paidAt' | 'paidCents' | 'providerSubscriptionId'>;

const EVENT_RETENTION_SECONDS = 30 * 24 * 3600;

/** False when the account is gone or being deleted. */
export async function createOrder(order: NewOrder): Promise<boolean> {
  try {
    await executeTransactWrite(
      accountWritableCheck(order.userId),
      CheckoutOrderEntity.build(PutTransaction).item({ ...order, status: 'pending' }),
    );
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export async function getOrder(userId: string, orderId: string): Promise<StoredOrder | undefined> {
  const { Item } = await CheckoutOrderEntity.build(GetItemCommand).key({ userId, orderId }).options({ consistent: true }).send();
  return Item;
}

export async function getSubscription(userId: string): Promise<StoredSubscription | undefined> {
  const { Item } = await UserSubscriptionEntity.build(GetItemCommand).key({ userId }).send();
  return Item;
}

/** The newest `limit` lines of the billing history, newest first. */
export async function listPaymentHistory(userId: string, limit = 24): Promise<StoredPaymentHistory[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(PaymentHistoryEntity)
    .query({ partition: keys.user(userId), range: { beginsWith: keys.paymentHistoryPrefix() } })
    .options({ reverse: true, limit })
    .send();
  return Items;
}

export async function findSubscriptionOwner(subscriptionId: string): Promise<string | undefined> {
  const { Item } = await ProviderSubscriptionEntity.build(GetItemCommand).key({ subscriptionId }).send();
  return Item?.userId;
}

export interface ProviderEventRef {
  readonly eventId: string;
  readonly type: string;
  readonly at: string;
}

function eventMarker(event: ProviderEventRef) {
  return ProviderEventEntity.build(PutTransaction)
    .item({ eventId: event.eventId, type: event.type, handledAt: event.at, expiresAt: expiresIn(EVENT_RETENTION_SECONDS, Date.parse(event.at)) })
    .options({ condition: { attr: 'eventId', exists: false } });
}

/** What a provider event did: applied, or why it changed nothing (all of them answer the provider 200). */
export type EventOutcome = 'applied' | 'duplicate' | 'orderNotPending' | 'accountGone' | 'notCurrentSubscription';

function outcomeOf(error: unknown, reasons: readonly Exclude<EventOutcome, 'applied'>[]): EventOutcome {
  const codes = cancellationCodes(error);
  if (!codes) throw error;
  const index = codes.findIndex((code) => code === 'ConditionalCheckFailed');
  const reason = reasons[index];
  if (!reason) throw error;
  return reason;
}

export interface PaidCheckout {
  readonly order: StoredOrder;
  readonly paidCents: number;
  readonly providerSubscriptionId?: string;
}

/**
 * A paid checkout: the order becomes paid, the profile's plan the order's, the subscription and a
 * history line are written, with the event's marker. An amount below the order's total (a promotion
 * the provider knows and we do not) pays nothing: the order is marked underpaid, the plan stays.
 */
export async function recordPaidCheckout(event: ProviderEventRef, paid: PaidCheckout): Promise<EventOutcome> {
  const { order } = paid;
  const { userId } = order;
  const underpaid = paid.paidCents < order.totalCents;
  const orderUpdate = CheckoutOrderEntity.build(UpdateTransaction)
    .item({
      userId,
      orderId: order.orderId,
      status: underpaid ? 'underpaid' : 'paid',
      paidAt: event.at,
      paidCents: paid.paidCents,
      ...(paid.providerSubscriptionId ? { providerSubscriptionId: paid.providerSubscriptionId } : {}),
    })
    .options({ condition: { attr: 'status', eq: 'pending' } });
  const history = PaymentHistoryEntity.build(PutTransaction).item({
    userId,
    at: event.at,
    eventId: event.eventId,
    kind: underpaid ? 'underpaid' : 'payment',
    plan: order.plan,
    billing: order.billing,
    amountCents: paid.paidCents,
    method: order.method,
    ...(order.last4 ? { last4: order.last4 } : {}),
    orderId: order.orderId,
  });
  try {
    if (underpaid) {
      await executeTransactWrite(eventMarker(event), orderUpdate, accountWritableCheck(userId), history);
      return 'applied';
    }
    const subscriptionId = paid.providerSubscriptionId;
    await executeTransactWrite(
      eventMarker(event),
      orderUpdate,
      UserProfileEntity.build(UpdateTransaction).item({ userId, plan: order.plan, planActivatedAt: event.at }).options({ condition: accountWritable }),
      history,
      UserSubscriptionEntity.build(PutTransaction).item({
        userId,
        plan: order.plan,
        status: 'active',
        billing: order.billing,
        activatedAt: event.at,
        orderId: order.orderId,
        ...(subscriptionId ? { providerSubscriptionId: subscriptionId } : {}),
      }),
      ...(subscriptionId ? [ProviderSubscriptionEntity.build(PutTransaction).item({ subscriptionId, userId, createdAt: event.at })] : []),
    );
    return 'applied';
  } catch (error) {
    return outcomeOf(error, ['duplicate', 'orderNotPending', 'accountGone']);
  }
}

/**
 * The provider ended a subscription: the plan returns to Free, but only when it is the subscription
 * that pays for the current plan (a late cancellation of an old one leaves a newer purchase alone).
 */
export async function recordCancellation(event: ProviderEventRef, userId: string, subscriptionId: string, plan: PlanName): Promise<EventOutcome> {
  try {
    await executeTransactWrite(
      eventMarker(event),
      UserSubscriptionEntity.build(UpdateTransaction)
        .item({ userId, status: 'cancelled', cancelledAt: event.at })
        .options({ condition: { and: [{ attr: 'providerSubscriptionId', eq: subscriptionId }, { attr: 'status', eq: 'active' }] } }),
      UserProfileEntity.build(UpdateTransaction).item({ userId, plan: 'free', planActivatedAt: event.at }).options({ condition: accountWritable }),
      PaymentHistoryEntity.build(PutTransaction).item({ userId, at: event.at, eventId: event.eventId, kind: 'cancellation', plan }),
    );
    return 'applied';
  } catch (error) {
    return outcomeOf(error, ['duplicate', 'notCurrentSubscription', 'accountGone']);
  }
}
