/**
 * Per-user metering where one person can spend compute for everyone (docs/decisions/D31): how often
 * each plan may run code. Counted in a conditional write per user and minute; past the limit the
 * API answers 429 with this message and `Retry-After`.
 */
import type { PlanName } from './plans';

/** Run and Run on my input together, per minute: far above a person pressing Run, far below a script. */
export const RUNS_PER_MINUTE: Record<PlanName, number> = { free: 10, pro: 20, premium: 30 };

export const meteringMessages = {
  runsTooOften: (limit: number) => `You can run code ${limit} times a minute on your plan. Please wait a moment and try again.`,
} as const;
