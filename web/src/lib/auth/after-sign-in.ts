import { type PlanChoice, readPlanChoice } from '../payments/plan-choice';

/** Where a sign-in (or sign-up) lands, and the navigation state to carry there. */
export interface SignInDestination {
  readonly to: string;
  readonly state?: PlanChoice;
}

/**
 * docs/requirements/accounts.md §4: back to the page the user came from (default /dashboard), or /checkout with the
 * chosen plan and billing period when /login (or /signup) was opened from a paid plan's button
 * (location state `{ plan, billing }`). Only same-app paths are followed: `//evil.example` would
 * leave the site.
 */
export function destinationAfterSignIn(state: unknown): SignInDestination {
  const choice = readPlanChoice(state);
  if (choice) return { to: '/checkout', state: choice };
  if (typeof state !== 'object' || state === null) return { to: '/dashboard' };
  const { from } = state as { from?: unknown };
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return { to: from };
  return { to: '/dashboard' };
}
