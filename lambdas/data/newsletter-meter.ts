/** Newsletter sign-ups per client address and UTC hour (contract/metering.ts), kept a minute past their hour. */
import { meters } from './entities/meter';
import { keys } from './keys';
import { countInWindow } from './meters';

/** Counts one sign-up from `address` in `now`'s hour if fewer than `limit` were; false at the limit. */
export async function countNewsletterSignUp(address: string, limit: number, now = new Date()): Promise<boolean> {
  const hour = now.toISOString().slice(0, 13);
  const hourEnd = Math.floor(Date.parse(`${hour}:00:00.000Z`) / 1000) + 3600;
  return countInWindow({ owner: keys.client(address), meter: meters.newsletter, window: hour, limit, expiresAt: hourEnd + 60 });
}
