import { paymentsApi } from '@contract/api/payments';
import { httpRoute } from '../shared/http-handler';
import { readCheckoutOrder } from './checkout-orders';
import { paymentLinks } from './provider-config';

/** GET /checkout/orders/{orderId}: the caller's own order. */
export const handler = httpRoute(paymentsApi.getCheckoutOrder, async ({ orderId }, { caller }) => ({
  order: await readCheckoutOrder(caller.userId, orderId, { links: paymentLinks(), now: new Date() }),
}));
