/**
 * The plans' limits in force (docs/decisions/D03): the plans page, submit, friend requests and weekly
 * challenges all read them through mergePlanLimits.
 */
import { z } from 'zod';
import { defaultPlanLimits, planLimitsSchema, planNames, type PlanLimits, type PlanName } from '@contract/plans';
import { logger } from '../shared/logger';

/** What an admin may store per plan: any subset of the limits. */
const storedOverridesSchema = z.object(
  Object.fromEntries(planNames.map((p) => [p, planLimitsSchema.partial().optional()])) as Record<
    PlanName,
    z.ZodOptional<ReturnType<typeof planLimitsSchema.partial>>
  >,
);

/**
 * The stored `meta/plans` values over the spec's defaults (docs/decisions/D03), field by field. An override
 * that does not validate is ignored (and logged) so one bad value never takes the plans page down.
 */
export function mergePlanLimits(stored: unknown): Record<PlanName, PlanLimits> {
  const merged = structuredClone(defaultPlanLimits);
  if (stored === undefined || stored === null) return merged;
  const parsed = storedOverridesSchema.safeParse(stored);
  if (!parsed.success) {
    logger.warn('meta/plans ignored: it does not validate', { issues: parsed.error.issues });
    return merged;
  }
  for (const plan of planNames) Object.assign(merged[plan], parsed.data[plan] ?? {});
  return merged;
}
