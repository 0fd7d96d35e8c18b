import { paymentsApi } from '@contract/api/payments';
import { closeSockets } from '../platform/close-sockets';
import { rawBodyRoute } from '../shared/http-handler';
import { webhookSecret } from './provider-config';
import { handleWebhook } from './webhook';

/** POST /payments/webhook (public): the provider's signed events, the raw body checked as sent; a plan change closes the user's sockets. */
export const handler = rawBodyRoute(paymentsApi.paymentWebhook, async (rawBody, event) => {
  await handleWebhook(
    { closeAllSockets: (userId) => closeSockets(userId) },
    { rawBody, signature: event.headers?.['stripe-signature'], secret: await webhookSecret(), now: new Date() },
  );
  return { received: true as const };
});
