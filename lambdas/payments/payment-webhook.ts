import { paymentsApi } from '@contract/api/payments';
import { rawBodyRoute } from '../shared/http-handler';
import { webhookSecret } from './provider-config';
import { handleWebhook } from './webhook';

/** POST /payments/webhook (public): the provider's signed events, the raw body checked as sent. */
export const handler = rawBodyRoute(paymentsApi.paymentWebhook, async (rawBody, event) => {
  await handleWebhook({ rawBody, signature: event.headers?.['stripe-signature'], secret: await webhookSecret(), now: new Date() });
  return { received: true as const };
});
