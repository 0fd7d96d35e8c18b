import { z } from 'zod';
import { defineRoute } from '../http/route';
import { createOrderSchema, orderResponseSchema, paymentsAvailabilitySchema, subscriptionResponseSchema } from '../payments';

/**
 * The payments feature (lambdas/payments, docs/decisions/D09): checkout orders, the subscription a user holds,
 * and the payment provider's webhook, the only way a plan changes after a payment.
 */
export const paymentsApi = {
  getPaymentsAvailability: defineRoute({
    id: 'GetPaymentsAvailability',
    feature: 'payments',
    method: 'GET',
    path: '/payments/availability',
    access: 'public',
    grants: ['payments:config'],
    response: paymentsAvailabilitySchema,
  }),
  createCheckoutOrder: defineRoute({
    id: 'CreateCheckoutOrder',
    feature: 'payments',
    method: 'POST',
    path: '/checkout/orders',
    access: 'user',
    grants: ['table:read', 'table:write', 'payments:config'],
    body: createOrderSchema,
    response: orderResponseSchema,
    status: 201,
  }),
  getCheckoutOrder: defineRoute({
    id: 'GetCheckoutOrder',
    feature: 'payments',
    method: 'GET',
    path: '/checkout/orders/{orderId}',
    access: 'user',
    grants: ['table:read'],
    params: z.object({
      orderId: z
        .string()
        .max(32)
        .regex(/^[a-z0-9]+$/),
    }),
    response: orderResponseSchema,
  }),
  getMySubscription: defineRoute({
    id: 'GetMySubscription',
    feature: 'payments',
    method: 'GET',
    path: '/me/subscription',
    access: 'user',
    grants: ['table:read'],
    response: subscriptionResponseSchema,
  }),
  /**
   * The provider posts signed events here (Stripe's format: `Stripe-Signature: t=…,v1=…`). Public: the
   * signature over the raw body is its authentication, so its handler reads the body unparsed.
   * websocket:manage: a plan change closes the user's live sockets.
   */
  paymentWebhook: defineRoute({
    id: 'PaymentWebhook',
    feature: 'payments',
    method: 'POST',
    path: '/payments/webhook',
    access: 'public',
    grants: ['table:read', 'table:write', 'payments:config', 'websocket:manage'],
    response: z.object({ received: z.literal(true) }),
  }),
};
