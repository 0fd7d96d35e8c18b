import { planNames, type PlanName } from '@contract/plans';

/** Where a sign-in (or sign-up) lands, and the navigation state to carry there. */
export interface SignInDestination {
  readonly to: string;
  readonly state?: { readonly plan: PlanName };
}

/**
 * Spec 1 §2.4: back to the page the user came from (default /dashboard), or /checkout with the
 * chosen plan when /login was opened from pricing (location state `{ plan }`). Only same-app paths
 * are followed: `//evil.example` would leave the site.
 */
export function destinationAfterSignIn(state: unknown): SignInDestination {
  if (typeof state !== 'object' || state === null) return { to: '/dashboard' };
  const { plan, from } = state as { plan?: unknown; from?: unknown };
  if (typeof plan === 'string' && (planNames as readonly string[]).includes(plan)) return { to: '/checkout', state: { plan: plan as PlanName } };
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return { to: from };
  return { to: '/dashboard' };
}
