import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@contract/api/payments';
import { type ApiClient, useApiClient } from '@web/lib/api-client';

/** GET /payments/availability (public): whether this stage has a payment provider (docs/decisions/D09). */
export function paymentsAvailabilityQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['payments-availability'],
    queryFn: ({ signal }) => api.call(paymentsApi.getPaymentsAvailability, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether Pro and Premium can be bought: `true` while the answer is on its way (the order would
 * answer 503 in the spec's words anyway), `false` when the stage says no or cannot say (the call
 * failed: no payment can be started either).
 */
export function usePaymentsAvailable(): boolean {
  const api = useApiClient();
  const availability = useQuery(paymentsAvailabilityQueryOptions(api));
  if (availability.isPending) return true;
  return availability.data?.available ?? false;
}
