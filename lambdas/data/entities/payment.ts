import { Entity, item, number, string } from 'dynamodb-toolbox';
import { billingPeriods, orderStatuses, paidPlans, paymentHistoryKinds, paymentMethods } from '@contract/payments';
import { planNames } from '@contract/plans';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A checkout order (POST /checkout/orders): the price quoted to the buyer, which the provider's paid
 * event must match. Its id goes to the provider as `client_reference_id` (`<userId>_<orderId>`).
 */
export const CheckoutOrderEntity = new Entity({
  name: 'CheckoutOrder',
  table,
  schema: item({
    userId: string().key(),
    orderId: string().key(),
    plan: string().enum(...paidPlans),
    billing: string().enum(...billingPeriods),
    method: string().enum(...paymentMethods),
    last4: string().optional(),
    coupon: string().optional(),
    listCents: number(),
    priceCents: number(),
    couponDiscountCents: number(),
    totalCents: number(),
    status: string().enum(...orderStatuses),
    createdAt: string(),
    paidAt: string().optional(),
    paidCents: number().optional(),
    providerSubscriptionId: string().optional(),
  }),
  computeKey: ({ userId, orderId }) => ({ pk: keys.user(userId), sk: keys.orderSort(orderId) }),
  timestamps: false,
});

/** The subscription in force: which provider subscription pays for the profile's plan. */
export const UserSubscriptionEntity = new Entity({
  name: 'UserSubscription',
  table,
  schema: item({
    userId: string().key(),
    plan: string().enum(...planNames),
    status: string().enum('active', 'cancelled'),
    billing: string()
      .enum(...billingPeriods)
      .optional(),
    activatedAt: string(),
    cancelledAt: string().optional(),
    orderId: string().optional(),
    providerSubscriptionId: string().optional(),
  }),
  computeKey: ({ userId }) => ({ pk: keys.user(userId), sk: keys.subscriptionSort() }),
  timestamps: false,
});

/** One line of the billing history (settings, Subscription tab). */
export const PaymentHistoryEntity = new Entity({
  name: 'PaymentHistory',
  table,
  schema: item({
    userId: string().key(),
    at: string().key(),
    eventId: string().key(),
    kind: string().enum(...paymentHistoryKinds),
    plan: string().enum(...planNames),
    billing: string()
      .enum(...billingPeriods)
      .optional(),
    amountCents: number().optional(),
    method: string()
      .enum(...paymentMethods)
      .optional(),
    last4: string().optional(),
    orderId: string().optional(),
  }),
  computeKey: ({ userId, at, eventId }) => ({ pk: keys.user(userId), sk: keys.paymentHistorySort(at, eventId) }),
  timestamps: false,
});

/** A provider event already handled; kept 30 days (past any provider's redelivery window), then expired. */
export const ProviderEventEntity = new Entity({
  name: 'ProviderEvent',
  table,
  schema: item({
    eventId: string().key(),
    type: string(),
    handledAt: string(),
    expiresAt: number(),
  }),
  computeKey: ({ eventId }) => ({ pk: keys.providerEvent(eventId), sk: keys.providerEventSort() }),
  timestamps: false,
});

/**
 * Who a provider subscription belongs to (written with the payment that started it). gsi1 lists it
 * under its owner, so deleting the account deletes it too.
 */
export const ProviderSubscriptionEntity = new Entity({
  name: 'ProviderSubscription',
  table,
  schema: item({
    subscriptionId: string().key(),
    userId: string(),
    createdAt: string(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ subscriptionId }) => keys.providerSubscription(subscriptionId)),
  })),
  computeKey: ({ subscriptionId }) => ({ pk: keys.providerSubscription(subscriptionId), sk: keys.providerSubscriptionSort() }),
  timestamps: false,
});
