/** The payments feature's Lambda: the routes of contract/api/payments.ts (DESIGN D9). */
import { paymentsApi } from '@contract/api/payments';
import { featureRouter } from '../shared/http-handler';
import { createCheckoutOrderRoute, getCheckoutOrder, getMySubscription, getPaymentsAvailability, paymentWebhook } from './routes';

export const handler = featureRouter(paymentsApi, {
  getPaymentsAvailability,
  createCheckoutOrder: createCheckoutOrderRoute,
  getCheckoutOrder,
  getMySubscription,
  paymentWebhook,
});
