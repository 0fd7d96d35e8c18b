import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A user's progress (spec 1 §3.1 "Progress"): XP (on every award) and the streak (on a day's first
 * visit), apart from the profile so those writes stay small. Solved and attempt counts join it with
 * the practice issue (contract/table.ts lists how). Level is not stored: it is derived from xp
 * (contract/progress.ts). XP per period lives in XpCounter items, not in lists here. A user created
 * before this item existed simply has none yet: reads default every field, and the first award
 * creates it (an UPDATE with ADD).
 */
export const UserStatsEntity = new Entity({
  name: 'UserStats',
  table,
  schema: item({
    userId: string().key(),
    xp: number().default(0),
    lastXpAt: string().optional(),
    currentStreak: number().default(1),
    longestStreak: number().default(1),
    /** yyyy-mm-dd in the user's timezone: the last day that counted for the streak (DESIGN D7). */
    lastLoginDate: string().optional(),
  }),
  computeKey: ({ userId }) => ({ pk: keys.user(userId), sk: keys.statsSort() }),
});
