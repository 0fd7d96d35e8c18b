/**
 * XP as the dashboard and the rankings read it (DESIGN D6): the total on the user's stats item and
 * one counter item per day, ISO week, month and year in the user's timezone. An award is a set of
 * transaction items that the caller puts in the same transaction as whatever makes the award happen
 * once (the first-attempt claim of data/submissions.ts), so a redelivered record awards nothing twice.
 */
import { $add, GetItemCommand, QueryCommand, UpdateTransaction, type FormattedItem } from 'dynamodb-toolbox';
import { xpPeriodsOf, type XpPeriods } from '@contract/progress';
import { accountWritableCheck } from './account-guard';
import { UserProfileEntity } from './entities/user-profile';
import { UserStatsEntity } from './entities/user-stats';
import { XpCounterEntity } from './entities/xp-counter';
import { keys, type XpPeriodKind } from './keys';
import { table } from './table';

export type StoredXpCounter = FormattedItem<typeof XpCounterEntity>;

const periodKinds: [XpPeriodKind, keyof XpPeriods][] = [['D', 'day'], ['W', 'week'], ['M', 'month'], ['Y', 'year']];

/**
 * The writes of one award, for a transaction: the account check (a deleted account gets nothing),
 * the stats total and the four period counters (ADD creates a counter at its first award).
 */
export function xpAwardItems(userId: string, xp: number, periods: XpPeriods, at: Date) {
  return [
    accountWritableCheck(userId),
    UserStatsEntity.build(UpdateTransaction).item({ userId, xp: $add(xp), lastXpAt: at.toISOString() }),
    ...periodKinds.map(([kind, field]) => XpCounterEntity.build(UpdateTransaction).item({ userId, kind, period: periods[field], xp: $add(xp) })),
  ] as const;
}

/** The user's timezone id as their profile states it (periods are counted in it); undefined without a profile. */
export async function getUserTimezone(userId: string): Promise<string | undefined> {
  const { Item } = await UserProfileEntity.build(GetItemCommand).key({ userId }).options({ attributes: ['timezone'] }).send();
  return Item?.timezone;
}

/** The periods `at` falls in for the user, in their profile's timezone. */
export async function userPeriodsAt(userId: string, at: Date): Promise<XpPeriods> {
  return xpPeriodsOf(at, await getUserTimezone(userId));
}

/**
 * XP per period of one kind from `from` to `to` (inclusive, same format as the kind's periods:
 * `2026-11-01`…`2026-11-30` for days): one Query of the user's counters, oldest first. Periods
 * without XP have no item (the chart draws them as zero).
 */
export async function getXpHistory(userId: string, kind: XpPeriodKind, from: string, to: string): Promise<{ period: string; xp: number }[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(XpCounterEntity)
    .query({ partition: keys.user(userId), range: { between: [keys.xpCounter(kind, from), keys.xpCounter(kind, to)] } })
    .options({ maxPages: Infinity })
    .send();
  return Items.map(({ period, xp }) => ({ period, xp }));
}
