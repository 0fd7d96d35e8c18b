import { type Condition, Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/** What a user does that is counted per UTC minute: chat messages stored, code runs. */
export const minuteMeters = { chat: 'CHATRATE', runs: 'RUNMETER' } as const;
export type MinuteMeter = (typeof minuteMeters)[keyof typeof minuteMeters];

/**
 * One user's count of one metered action in one UTC minute, in the user's partition
 * (`CHATRATE#2026-11-26T18:05`, `RUNMETER#…`): ADDed on `count < limit` in the write that does the
 * action or right before it (contract/chat.ts, contract/metering.ts), so two tabs cannot both pass
 * the last one; expires soon after its minute.
 */
export const MinuteMeterEntity = new Entity({
  name: 'MinuteMeter',
  table,
  schema: item({
    userId: string().key(),
    meter: string().enum(...Object.values(minuteMeters)).key(),
    minute: string().key(),
    count: number(),
    expiresAt: number(),
  }),
  computeKey: ({ userId, meter, minute }) => ({ pk: keys.user(userId), sk: keys.minuteMeter(meter, minute) }),
  timestamps: false,
});

/** Below `limit` so far this minute (a count not created yet is 0). */
export const belowMinuteLimit = (limit: number): Condition<typeof MinuteMeterEntity> => ({ or: [{ attr: 'count', exists: false }, { attr: 'count', lt: limit }] });
