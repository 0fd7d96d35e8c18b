/** A user's runs per UTC minute (contract/metering.ts), kept two minutes past their minute. */
import { meters } from './entities/meter';
import { keys } from './keys';
import { countInWindow } from './meters';

const KEPT_AFTER_WINDOW_SECONDS = 120;

/** Counts one run in `now`'s minute if fewer than `limit` were counted there; false at the limit. */
export async function countRun(userId: string, limit: number, now = new Date()): Promise<boolean> {
  const minute = now.toISOString().slice(0, 16);
  const minuteEnd = Math.floor(Date.parse(`${minute}:00.000Z`) / 1000) + 60;
  return countInWindow({ owner: keys.user(userId), meter: meters.runs, window: minute, limit, expiresAt: minuteEnd + KEPT_AFTER_WINDOW_SECONDS });
}
