import { z } from 'zod';

/** Plan tiers in order (docs/decisions/D03): anything else stored counts as free. */
export const planNames = ['free', 'pro', 'premium'] as const;
export type PlanName = (typeof planNames)[number];

/** -1 means unlimited (docs/requirements/plans.md §1). */
export const planLimitsSchema = z.object({
  name: z.string(),
  weekly_problem_limit: z.number().int().min(-1),
  weekly_challenges_limit: z.number().int().min(-1),
  submissions_per_challenge: z.number().int().min(-1),
  friend_invites_per_week: z.number().int().min(-1),
  create_crews: z.boolean(),
  join_crews: z.boolean(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** The defaults column of docs/requirements/plans.md §1 (docs/decisions/D03); the stored `meta/plans` item may override them. */
export const defaultPlanLimits: Record<PlanName, PlanLimits> = {
  free: {
    name: 'Free',
    weekly_problem_limit: 15,
    weekly_challenges_limit: 2,
    submissions_per_challenge: 1,
    friend_invites_per_week: 10,
    create_crews: false,
    join_crews: true,
  },
  pro: {
    name: 'Pro',
    weekly_problem_limit: 50,
    weekly_challenges_limit: 5,
    submissions_per_challenge: 2,
    friend_invites_per_week: 25,
    create_crews: true,
    join_crews: true,
  },
  premium: {
    name: 'Premium',
    weekly_problem_limit: -1,
    weekly_challenges_limit: -1,
    submissions_per_challenge: 3,
    friend_invites_per_week: -1,
    create_crews: true,
    join_crews: true,
  },
};

/** Reads a stored plan value: `enterprise` is premium (docs/decisions/D03), anything unknown is free. */
export function normalizePlan(value: unknown): PlanName {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  if (v === 'enterprise') return 'premium';
  return (planNames as readonly string[]).includes(v) ? (v as PlanName) : 'free';
}

/** A price in USD as the plan cards show it: the list price struck through, the price charged. */
export interface PlanPrice {
  readonly original: number;
  readonly discounted: number;
}

/**
 * docs/requirements/plans.md §2 (docs/decisions/D03: USD everywhere): Free $0; Pro $8 a month or $80 a year, Premium $14 or $140,
 * each shown 50% off (Limited Time). One source for the plan cards and, later, the checkout.
 */
export const planPrices: Record<PlanName, { readonly monthly: PlanPrice; readonly yearly: PlanPrice }> = {
  free: { monthly: { original: 0, discounted: 0 }, yearly: { original: 0, discounted: 0 } },
  pro: { monthly: { original: 8, discounted: 4 }, yearly: { original: 80, discounted: 40 } },
  premium: { monthly: { original: 14, discounted: 7 }, yearly: { original: 140, discounted: 70 } },
};

/** The badge on the Monthly/Yearly toggle says this, whatever the formula gives (docs/requirements/plans.md §2). */
export const YEARLY_TOGGLE_BADGE = 'Save 20%';

/** docs/requirements/plans.md §2: (12 × monthly − yearly) / (12 × monthly), in whole percent; 0 for a free plan. */
export function yearlySavingPercent(monthly: number, yearly: number): number {
  if (monthly <= 0) return 0;
  return Math.round(((12 * monthly - yearly) / (12 * monthly)) * 100);
}

/** The discount shown on a card: how much below its list price the plan is offered, in whole percent. */
export function discountPercent({ original, discounted }: PlanPrice): number {
  return original > 0 ? Math.round(((original - discounted) / original) * 100) : 0;
}
