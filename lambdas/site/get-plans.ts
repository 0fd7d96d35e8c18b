import { getStoredPlanLimits } from '../data/plan-limits';
import { siteApi } from '@contract/api/site';
import { mergePlanLimits } from '../platform/plan-limits';
import { httpRoute } from '../shared/http-handler';

export async function getPlans(deps: { getStoredPlanLimits(): Promise<unknown> }) {
  return { plans: mergePlanLimits(await deps.getStoredPlanLimits()) };
}

/** GET /plans (public): { plans: { free, pro, premium } } with the limits in force. */
export const handler = httpRoute(siteApi.getPlans, () => getPlans({ getStoredPlanLimits }));
