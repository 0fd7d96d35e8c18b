/**
 * Metering where one person can spend compute or storage for everyone (docs/decisions/D31): how
 * often each plan may run code, how many sockets a user may hold open, and how many newsletter
 * sign-ups one client address may make.
 * Counted in a conditional write per user (or address) and window; past the limit the API answers
 * 429 with these messages and `Retry-After`.
 */
import type { PlanName } from './plans';

/** Run and Run on my input together, per minute: far above a person pressing Run, far below a script. */
export const RUNS_PER_MINUTE: Record<PlanName, number> = { free: 10, pro: 20, premium: 30 };

/** Sockets one user may hold open at once: every tab and device of a person, not a script's hundred. */
export const MAX_SOCKETS_PER_USER = 10;

/** Newsletter sign-ups from one client address per hour: a family behind one router, not a script. */
export const NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR = 5;

export const meteringMessages = {
  runsTooOften: (limit: number) => `You can run code ${limit} times a minute on your plan. Please wait a moment and try again.`,
  newsletterTooOften: 'Too many sign-ups from your network. Please try again later.',
} as const;
