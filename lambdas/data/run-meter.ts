/**
 * Counts a user's runs per minute in one conditional write (contract/metering.ts): two tabs running
 * at once cannot both pass the last run of the minute. The count lives two minutes past its minute.
 */
import { $add, UpdateItemCommand } from 'dynamodb-toolbox';
import { writeIfConditionHolds } from './conditional-write';
import { belowMinuteLimit, MinuteMeterEntity, minuteMeters } from './entities/minute-meter';

const KEPT_AFTER_MINUTE_SECONDS = 120;

export const minuteOf = (now: Date) => now.toISOString().slice(0, 16);

/** Counts one run in `now`'s minute if fewer than `limit` were counted there; false at the limit. */
export async function countRun(userId: string, limit: number, now = new Date()): Promise<boolean> {
  const minute = minuteOf(now);
  const minuteEnd = Math.floor(Date.parse(`${minute}:00.000Z`) / 1000) + 60;
  return writeIfConditionHolds(() =>
    MinuteMeterEntity.build(UpdateItemCommand)
      .item({ userId, meter: minuteMeters.runs, minute, count: $add(1), expiresAt: minuteEnd + KEPT_AFTER_MINUTE_SECONDS })
      .options({ condition: belowMinuteLimit(limit) })
      .send(),
  );
}
