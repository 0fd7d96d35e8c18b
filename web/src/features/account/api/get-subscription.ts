import { queryOptions } from '@tanstack/react-query';
import { paymentsApi } from '@contract/api/payments';
import type { SubscriptionResponse } from '@contract/payments';
import type { ApiClient } from '@web/lib/api-client';

/** Under the profile's key: a paid checkout invalidates `me` and this with it. */
export const subscriptionQueryKey = (userId: string | undefined) => ['me', userId ?? 'signed-out', 'subscription'] as const;

/** GET /me/subscription: the plan in force, how it was bought, and the billing history, newest first. */
export function subscriptionQueryOptions(api: ApiClient, userId: string | undefined) {
  return queryOptions({
    queryKey: subscriptionQueryKey(userId),
    queryFn: ({ signal }): Promise<SubscriptionResponse> => api.call(paymentsApi.getMySubscription, { signal }),
    enabled: Boolean(userId),
  });
}
