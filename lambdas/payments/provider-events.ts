/**
 * The provider events the webhook acts on, in Stripe's shapes (only the fields it reads): a hosted
 * checkout that completed, and a subscription that ended. Every other event is acknowledged and ignored.
 */
import { z } from 'zod';

const eventBase = { id: z.string().min(1).max(255), created: z.number().int() };

export const checkoutCompletedSchema = z.object({
  ...eventBase,
  type: z.literal('checkout.session.completed'),
  data: z.object({
    object: z.object({
      id: z.string(),
      client_reference_id: z.string().nullish(),
      amount_total: z.number().int().nullish(),
      currency: z.string().nullish(),
      /** `no_payment_required` when a coupon took the whole price (FIRST100). */
      payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
      subscription: z.string().nullish(),
    }),
  }),
});
export type CheckoutCompleted = z.infer<typeof checkoutCompletedSchema>;

export const subscriptionDeletedSchema = z.object({
  ...eventBase,
  type: z.literal('customer.subscription.deleted'),
  data: z.object({ object: z.object({ id: z.string() }) }),
});
export type SubscriptionDeleted = z.infer<typeof subscriptionDeletedSchema>;

export const handledEventSchema = z.discriminatedUnion('type', [checkoutCompletedSchema, subscriptionDeletedSchema]);
export type HandledEvent = z.infer<typeof handledEventSchema>;

/** `client_reference_id` carries `<userId>_<orderId>` (user ids have no underscore; order ids are hex). */
export function orderReference(userId: string, orderId: string): string {
  return `${userId}_${orderId}`;
}

export function parseOrderReference(reference: string | null | undefined): { userId: string; orderId: string } | undefined {
  const match = /^([A-Za-z0-9-]{1,128})_([a-z0-9]{1,32})$/.exec(reference ?? '');
  return match ? { userId: match[1]!, orderId: match[2]! } : undefined;
}
