import { paymentsApi } from '@contract/api/payments';
import { httpRoute } from '../shared/http-handler';
import { createCheckoutOrder } from './checkout-orders';
import { paymentLinks } from './provider-config';

/** POST /checkout/orders: 201 {order}, priced by the server, with its hosted payment page. */
export const handler = httpRoute(paymentsApi.createCheckoutOrder, async (input, { caller }) => ({
  order: await createCheckoutOrder(caller.userId, input, { links: paymentLinks(), now: new Date() }),
}));
