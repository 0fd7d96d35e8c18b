import { z } from 'zod';

/** Plan tiers in order (DESIGN D3): anything else stored counts as free. */
export const planNames = ['free', 'pro', 'premium'] as const;
export type PlanName = (typeof planNames)[number];

/** -1 means unlimited (spec 1 §3.2). */
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

/** The defaults column of spec 1 §6 (DESIGN D3); the stored `meta/plans` item may override them. */
export const defaultPlanLimits: Record<PlanName, PlanLimits> = {
  free: { name: 'Free', weekly_problem_limit: 15, weekly_challenges_limit: 2, submissions_per_challenge: 1, friend_invites_per_week: 10, create_crews: false, join_crews: true },
  pro: { name: 'Pro', weekly_problem_limit: 50, weekly_challenges_limit: 5, submissions_per_challenge: 2, friend_invites_per_week: 25, create_crews: true, join_crews: true },
  premium: { name: 'Premium', weekly_problem_limit: -1, weekly_challenges_limit: -1, submissions_per_challenge: 3, friend_invites_per_week: -1, create_crews: true, join_crews: true },
};

/** Reads a stored plan value: `enterprise` is premium (D3), anything unknown is free. */
export function normalizePlan(value: unknown): PlanName {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  if (v === 'enterprise') return 'premium';
  return (planNames as readonly string[]).includes(v) ? (v as PlanName) : 'free';
}
