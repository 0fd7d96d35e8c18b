import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { defaultPlanLimits, planLimitsSchema, type PlanLimits, type PlanName } from '../../../../../contract/plans';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

const limitsByPlan = z.object({ free: planLimitsSchema, pro: planLimitsSchema, premium: planLimitsSchema });
/** The defaultPlanLimits shape, bare or wrapped as { plans }. */
const plansResponseSchema = z.union([limitsByPlan, z.object({ plans: limitsByPlan }).transform((v) => v.plans)]);

/** GET /plans (public): the limits of each plan, stored values over the defaults (DESIGN D3). */
export function getPlans(api: ApiClient, signal?: AbortSignal): Promise<Record<PlanName, PlanLimits>> {
  return api.request(apiPath('GetPlans'), { schema: plansResponseSchema, signal });
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
