import { getStoredPlanLimits } from '../data/plan-limits';
import { siteApi } from '@contract/api/site';
import { httpRoute } from '../shared/http-handler';
import { getPlans } from './plan-limits';

/** GET /plans (public): { plans: { free, pro, premium } } with the limits in force. */
export const handler = httpRoute(siteApi.getPlans, () => getPlans({ getStoredPlanLimits }));
