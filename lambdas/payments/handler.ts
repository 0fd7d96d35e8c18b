/** The payments feature's Lambda: the routes of contract/api/payments.ts (docs/decisions/D09). */
import { paymentsApi } from '@contract/api/payments';
import { featureRouter } from '../shared/http-handler';
import { handler as createCheckoutOrder } from './create-checkout-order';
import { handler as getPaymentsAvailability } from './get-availability';
import { handler as getCheckoutOrder } from './get-checkout-order';
import { handler as getMySubscription } from './get-my-subscription';
import { handler as paymentWebhook } from './payment-webhook';

export const handler = featureRouter(paymentsApi, {
  getPaymentsAvailability,
  createCheckoutOrder,
  getCheckoutOrder,
  getMySubscription,
  paymentWebhook,
});
