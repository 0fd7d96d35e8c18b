/**
 * The daily streak (docs/decisions/D07): the streak fields of the stats item and the visit calendar (one
 * item per month, data/entities/visit-month.ts). A day's visit is one transaction, conditioned on
 * the last visit the caller read, so two tabs (or sign-in and the dashboard) never count a day twice.
 */
import { $add, QueryCommand, UpdateTransaction } from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { UserProfileEntity } from './entities/user-profile';
import { UserStatsEntity } from './entities/user-stats';
import { VisitMonthEntity } from './entities/visit-month';
import { keys } from './keys';
import { namedTransaction } from './named-transaction';
import { table } from './table';

export interface StreakState {
  timezone?: string;
  currentStreak?: number;
  longestStreak?: number;
  /** yyyy-mm-dd in the user's timezone. */
  lastLoginDate?: string;
}

/** The user's timezone and streak fields (profile and stats, one strongly consistent Query); undefined without a profile. */
export async function getStreakState(userId: string): Promise<StreakState | undefined> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(UserProfileEntity, UserStatsEntity)
    .query({ partition: keys.user(userId), range: { beginsWith: keys.ownItemsPrefix() } })
    .options({ consistent: true, showEntityAttr: true, attributes: ['timezone', 'currentStreak', 'longestStreak', 'lastLoginDate'] })
    .send();
  const profile = Items.find((i) => i.entity === UserProfileEntity.entityName) as { timezone?: string } | undefined;
  if (!profile) return undefined;
  const stats = Items.find((i) => i.entity === UserStatsEntity.entityName) as StreakState | undefined;
  return {
    ...(profile.timezone && { timezone: profile.timezone }),
    ...(stats?.currentStreak !== undefined && { currentStreak: stats.currentStreak }),
    ...(stats?.longestStreak !== undefined && { longestStreak: stats.longestStreak }),
    ...(stats?.lastLoginDate && { lastLoginDate: stats.lastLoginDate }),
  };
}

export interface DayVisit {
  /** The visit's day, yyyy-mm-dd in the user's timezone. */
  day: string;
  /** The last visit as read before: the write holds only if it is still the stored one. */
  previousDay: string | undefined;
  currentStreak: number;
  longestStreak: number;
}

export type VisitRecording = 'recorded' | 'changedMeanwhile' | 'accountGone';

/**
 * Stores the day's streak and marks the day on the calendar, in one transaction: the stats update
 * holds only if `lastLoginDate` is still `previousDay`; a deleted account writes nothing.
 */
export async function recordDayVisit(userId: string, visit: DayVisit): Promise<VisitRecording> {
  const { day, previousDay, currentStreak, longestStreak } = visit;
  const unchangedSinceRead =
    previousDay === undefined ? { attr: 'lastLoginDate' as const, exists: false } : { attr: 'lastLoginDate' as const, eq: previousDay };
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(userId) },
    {
      name: 'stats',
      item: UserStatsEntity.build(UpdateTransaction)
        .item({ userId, currentStreak, longestStreak, lastLoginDate: day })
        .options({ condition: unchangedSinceRead }),
    },
    { name: 'visitedDay', item: visitedDayItem(userId, day) },
  ]);
  if (!cancelled) return 'recorded';
  if (cancelled.failed.has('account')) return 'accountGone';
  if (cancelled.failed.has('stats')) return 'changedMeanwhile';
  throw cancelled.error;
}

/** Marks a day (yyyy-mm-dd) on the visit calendar, for a transaction; ADD to a set, so marking twice is harmless. */
export function visitedDayItem(userId: string, day: string) {
  return VisitMonthEntity.build(UpdateTransaction).item({ userId, month: day.slice(0, 7), days: $add(new Set([Number(day.slice(8, 10))])) });
}

/** The days visited between two days (yyyy-mm-dd, inclusive), oldest first: one Query of the months they span. */
export async function getVisitedDays(userId: string, from: string, to: string): Promise<string[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(VisitMonthEntity)
    .query({ partition: keys.user(userId), range: { between: [keys.visitMonth(from.slice(0, 7)), keys.visitMonth(to.slice(0, 7))] } })
    .send();
  return Items.flatMap(({ month, days }) => [...days].map((d) => `${month}-${String(d).padStart(2, '0')}`))
    .filter((day) => day >= from && day <= to)
    .sort();
}
