/**
 * Payments (docs/decisions/D09): checkout orders, and what the provider's events change: the plan on the
 * profile, the subscription item and the billing history, each event's changes in one transaction
 * with the event's own marker, so a redelivered event changes nothing.
 */
import { GetItemCommand, PutTransaction, QueryCommand, UpdateTransaction, type FormattedItem } from 'dynamodb-toolbox';
import type { PlanName } from '@contract/plans';
import { accountWritable, accountWritableCheck } from './account-guard';
import { CheckoutOrderEntity, PaymentHistoryEntity, ProviderEventEntity, ProviderSubscriptionEntity, UserSubscriptionEntity } from './entities/payment';
import { UserProfileEntity } from './entities/user-profile';
import { keys } from './keys';
import { named, namedTransaction, type NamedTransactItem } from './named-transaction';
import { expiresIn, table } from './table';

export type StoredOrder = FormattedItem<typeof CheckoutOrderEntity>;
export type StoredSubscription = FormattedItem<typeof UserSubscriptionEntity>;
export type StoredPaymentHistory = FormattedItem<typeof PaymentHistoryEntity>;
export type NewOrder = Omit<StoredOrder, 'status' | 'paidAt' | 'paidCents' | 'providerSubscriptionId'>;

const EVENT_RETENTION_SECONDS = 30 * 24 * 3600;

/** False when the account is gone or being deleted. */
export async function createOrder(order: NewOrder): Promise<boolean> {
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(order.userId) },
    { name: 'order', item: CheckoutOrderEntity.build(PutTransaction).item({ ...order, status: 'pending' }) },
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.has('account')) return false;
  throw cancelled.error;
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

/** The names an event's transaction tells its outcome by; the others only write. */
type EventItemName = 'event' | 'order' | 'subscription' | 'account' | 'history' | 'providerSubscription';

/**
 * Runs an event's transaction. A failed condition tells why nothing changed, checked in this order:
 * the event was handled already, then the order or the subscription moved on, then the account.
 */
async function applyEvent(items: readonly NamedTransactItem<EventItemName>[]): Promise<EventOutcome> {
  const cancelled = await namedTransaction(items);
  if (!cancelled) return 'applied';
  const { failed } = cancelled;
  if (failed.has('event')) return 'duplicate';
  if (failed.has('order')) return 'orderNotPending';
  if (failed.has('subscription')) return 'notCurrentSubscription';
  if (failed.has('account')) return 'accountGone';
  throw cancelled.error;
}

export interface PaidCheckout {
  readonly order: StoredOrder;
  readonly paidCents: number;
  readonly providerSubscriptionId?: string;
}

/** Pays less than the order's total: recorded, but the plan stays. */
export function isUnderpaid(paid: Pick<PaidCheckout, 'order' | 'paidCents'>): boolean {
  return paid.paidCents < paid.order.totalCents;
}

/**
 * A paid checkout: the order becomes paid, the profile's plan the order's, the subscription and a
 * history line are written, with the event's marker. An amount below the order's total (a promotion
 * the provider knows and we do not) pays nothing: the order is marked underpaid, the plan stays.
 */
export async function recordPaidCheckout(event: ProviderEventRef, paid: PaidCheckout): Promise<EventOutcome> {
  const { order } = paid;
  const { userId } = order;
  const underpaid = isUnderpaid(paid);
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
  if (underpaid) {
    return applyEvent([
      { name: 'event', item: eventMarker(event) },
      { name: 'order', item: orderUpdate },
      { name: 'account', item: accountWritableCheck(userId) },
      { name: 'history', item: history },
    ]);
  }
  const subscriptionId = paid.providerSubscriptionId;
  return applyEvent([
    { name: 'event', item: eventMarker(event) },
    { name: 'order', item: orderUpdate },
    {
      name: 'account',
      item: UserProfileEntity.build(UpdateTransaction).item({ userId, plan: order.plan, planActivatedAt: event.at }).options({ condition: accountWritable }),
    },
    { name: 'history', item: history },
    {
      name: 'subscription',
      item: UserSubscriptionEntity.build(PutTransaction).item({
        userId,
        plan: order.plan,
        status: 'active',
        billing: order.billing,
        activatedAt: event.at,
        orderId: order.orderId,
        ...(subscriptionId ? { providerSubscriptionId: subscriptionId } : {}),
      }),
    },
    ...(subscriptionId
      ? named('providerSubscription', [ProviderSubscriptionEntity.build(PutTransaction).item({ subscriptionId, userId, createdAt: event.at })])
      : []),
  ]);
}

/**
 * The provider ended a subscription: the plan returns to Free, but only when it is the subscription
 * that pays for the current plan (a late cancellation of an old one leaves a newer purchase alone).
 */
export async function recordCancellation(event: ProviderEventRef, userId: string, subscriptionId: string, plan: PlanName): Promise<EventOutcome> {
  return applyEvent([
    { name: 'event', item: eventMarker(event) },
    {
      name: 'subscription',
      item: UserSubscriptionEntity.build(UpdateTransaction)
        .item({ userId, status: 'cancelled', cancelledAt: event.at })
        .options({
          condition: {
            and: [
              { attr: 'providerSubscriptionId', eq: subscriptionId },
              { attr: 'status', eq: 'active' },
            ],
          },
        }),
    },
    {
      name: 'account',
      item: UserProfileEntity.build(UpdateTransaction).item({ userId, plan: 'free', planActivatedAt: event.at }).options({ condition: accountWritable }),
    },
    { name: 'history', item: PaymentHistoryEntity.build(PutTransaction).item({ userId, at: event.at, eventId: event.eventId, kind: 'cancellation', plan }) },
  ]);
}
