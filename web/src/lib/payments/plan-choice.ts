import { type BillingPeriod, billingPeriods, type PaidPlan, paidPlans } from '@contract/payments';

/** A paid plan and its billing period, chosen on pricing (or the home page's cards) and carried to /checkout. */
export interface PlanChoice {
  readonly plan: PaidPlan;
  readonly billing: BillingPeriod;
}

/**
 * The plan choice in navigation state (`{ plan, billing }`), or null. Free is never sold, so it is
 * no choice; a missing or unknown billing period reads as monthly, the cards' default.
 */
export function readPlanChoice(state: unknown): PlanChoice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { plan, billing } = state as { plan?: unknown; billing?: unknown };
  if (typeof plan !== 'string' || !(paidPlans as readonly string[]).includes(plan)) return null;
  return {
    plan: plan as PaidPlan,
    billing: typeof billing === 'string' && (billingPeriods as readonly string[]).includes(billing) ? (billing as BillingPeriod) : 'monthly',
  };
}
