/**
 * Run and Run on my input cost a judge's CPU each: at most the plan's runs a minute per user
 * (contract/metering.ts), counted before the judge is asked, answered 429 with when the next minute starts.
 */
import { meteringMessages, RUNS_PER_MINUTE } from '@contract/metering';
import { normalizePlan } from '@contract/plans';
import { countRun } from '../data/run-meter';
import { getProfile } from '../data/user-profiles';
import { tooManyRequestsFor } from '../shared/errors';

export interface RunMeterDeps {
  planOf(userId: string): Promise<unknown>;
  countRun(userId: string, limit: number, now: Date): Promise<boolean>;
}

export const runMeterDeps: RunMeterDeps = { planOf: async (userId) => (await getProfile(userId))?.plan, countRun };

export async function meterRun(deps: RunMeterDeps, userId: string, now = new Date()): Promise<void> {
  const limit = RUNS_PER_MINUTE[normalizePlan(await deps.planOf(userId))];
  if (await deps.countRun(userId, limit, now)) return;
  throw tooManyRequestsFor(meteringMessages.runsTooOften(limit), 60 - now.getUTCSeconds());
}
