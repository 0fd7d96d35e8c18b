import { queryOptions } from '@tanstack/react-query';
import { paymentsApi } from '@contract/api/payments';
import type { CreateOrderInput, Order } from '@contract/payments';
import type { ApiClient } from '@web/lib/api-client';

/** POST /checkout/orders: 201 with the order and its hosted payment page. */
export function createOrder(api: ApiClient, body: CreateOrderInput): Promise<Order> {
  return api.call(paymentsApi.createCheckoutOrder, { body }).then(({ order }) => order);
}

/** How often a pending order is asked about while the user pays in the provider's tab. */
export const ORDER_POLL_MS = 2_000;

/** GET /checkout/orders/{orderId}: asked every 2 s while pending; paid and underpaid are final. */
export function orderQueryOptions(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: ['checkout-order', orderId],
    queryFn: ({ signal }) => api.call(paymentsApi.getCheckoutOrder, { params: { orderId }, signal }).then(({ order }) => order),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : ORDER_POLL_MS),
    // The provider's tab has the focus while the user pays: keep asking when this tab is in the background.
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}
