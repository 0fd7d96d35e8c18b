/**
 * XP as the dashboard and the rankings read it (docs/decisions/D06): the total on the user's stats item and
 * one counter item per day, ISO week, month and year in the user's timezone. An award's writes are
 * part of the record transaction (data/progress-counters.ts), with the first-attempt claim that makes
 * it happen once, so a redelivered record awards nothing twice. Here: the charts' read.
 */
import { QueryCommand, type FormattedItem } from 'dynamodb-toolbox';
import { XpCounterEntity } from './entities/xp-counter';
import { keys, type XpPeriodKind } from './keys';
import { table } from './table';

export type StoredXpCounter = FormattedItem<typeof XpCounterEntity>;

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
