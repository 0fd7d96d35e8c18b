import { queryOptions } from '@tanstack/react-query';
import { siteApi } from '@contract/api/site';
import { defaultPlanLimits, type PlanLimits, type PlanName } from '@contract/plans';
import type { ApiClient } from '@web/lib/api-client';

/** GET /plans (public): the limits of each plan, stored values over the defaults (docs/decisions/D03). */
export function getPlans(api: ApiClient, signal?: AbortSignal): Promise<Record<PlanName, PlanLimits>> {
  return api.call(siteApi.getPlans, { signal }).then(({ plans }) => plans);
}

export function plansQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(api, signal),
    staleTime: 5 * 60_000,
    /** Shown until the answer arrives (and if it fails): the contract's defaults. */
    placeholderData: defaultPlanLimits,
  });
}
