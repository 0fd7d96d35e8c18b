import { z } from 'zod';
import { getStoredPlanLimits } from '../data/plan-limits';
import { httpRoute } from '../shared/http-handler';
import { getPlans } from './plan-limits';

/** GET /plans (public): { plans: { free, pro, premium } } with the limits in force. */
export const handler = httpRoute({
  access: 'public',
  input: z.object({}),
  handle: () => getPlans({ getStoredPlanLimits }),
});
