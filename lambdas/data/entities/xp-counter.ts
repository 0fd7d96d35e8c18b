import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * XP earned in one period (day, ISO week, month or year, in the user's timezone), one small item
 * per period in the user's partition (docs/decisions/D06): an award ADDs to four of them, and a chart is one
 * Query of one kind between two periods. The stream carries each change to rankings.
 */
export const XpCounterEntity = new Entity({
  name: 'XpCounter',
  table,
  schema: item({
    userId: string().key(),
    kind: string().key().enum('D', 'W', 'M', 'Y'),
    /** 2026-11-23, 2026-W48, 2026-11 or 2026. */
    period: string().key(),
    xp: number().default(0),
  }),
  computeKey: ({ userId, kind, period }) => ({ pk: keys.user(userId), sk: keys.xpCounter(kind, period) }),
});
