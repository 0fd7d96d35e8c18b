/**
 * A discussion kind's counters (the stat cards of docs/requirements/community.md §1, qna.md §1,
 * feedback.md §1), kept by the writes themselves: never counted by reading the lists.
 * - Totals live in 16 shard items ADDed inside the transaction that writes what they count; a
 *   read sums the shards (one Query).
 * - Active users: each user's last day of activity in the kind is a marker in their partition; the
 *   day's count moves with it (+1 on the new day, −1 on the old), so the users active in the last
 *   30 days are the sum of 30 day counts, each user counted once.
 */
import { $add, GetItemCommand, PutTransaction, QueryCommand, UpdateTransaction } from 'dynamodb-toolbox';
import { createHash } from 'node:crypto';
import { DiscussionParticipationEntity, DiscussionStatsEntity } from './entities/discussion-parts';
import { keys } from './keys';
import { namedTransaction } from './named-transaction';
import { table } from './table';

export const STATS_SHARDS = 16;
export const ACTIVE_DAYS = 30;

export const statsCounters = [
  'items',
  'snippets',
  'tutorials',
  'answered',
  'absVotes',
  'contributors',
  'underReview',
  'inProgress',
  'fixed',
  'likes',
  'comments',
  'adminItems',
  'mentorItems',
] as const;
export type StatsCounter = (typeof statsCounters)[number];
export type StatsDelta = Partial<Record<StatsCounter, number>>;
export type StatsTotals = Record<StatsCounter, number> & { activeUsers: number };

/** An item's writes always land on one shard (its id's hash), spreading the kind's writes over all 16. */
export function shardOf(itemId: string): number {
  return createHash('sha1').update(itemId).digest()[0]! % STATS_SHARDS;
}

/** The transaction item that ADDs `delta` to the shard of `itemId` (zero changes left out). */
export function statsShardUpdate(kind: string, itemId: string, delta: StatsDelta) {
  const changes = Object.fromEntries(
    Object.entries(delta)
      .filter(([, by]) => by !== 0 && by !== undefined)
      .map(([name, by]) => [name, $add(by!)]),
  );
  return DiscussionStatsEntity.build(UpdateTransaction).item({ kind, slot: keys.discussionStatsShard(shardOf(itemId)), ...changes });
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The kind's totals and the distinct users active in the last 30 UTC days (today included). */
export async function readDiscussionStats(kind: string, now = new Date()): Promise<StatsTotals> {
  const from = utcDay(new Date(now.getTime() - (ACTIVE_DAYS - 1) * 86_400_000));
  const query = (range: { beginsWith: string } | { between: [string, string] }) =>
    table
      .build(QueryCommand)
      .entities(DiscussionStatsEntity)
      .query({ partition: keys.discussionStats(kind), range })
      .options({ maxPages: Infinity })
      .send();
  const [shards, days] = await Promise.all([
    query({ beginsWith: keys.discussionStatsShardPrefix() }),
    query({ between: [keys.discussionActiveDay(from), keys.discussionActiveDay(utcDay(now))] }),
  ]);
  const totals = Object.fromEntries(statsCounters.map((name) => [name, 0])) as StatsTotals;
  for (const shard of shards.Items ?? []) for (const name of statsCounters) totals[name] += shard[name] ?? 0;
  totals.activeUsers = (days.Items ?? []).reduce((sum, day) => sum + (day.activeUsers ?? 0), 0);
  return totals;
}

/** The user's participation marker in the kind (their last active day), if they ever took part. */
export interface Participation {
  marker: { lastDay: string; firstAt: string } | undefined;
}

export async function readParticipation(userId: string, kind: string): Promise<Participation> {
  const { Item } = await DiscussionParticipationEntity.build(GetItemCommand).key({ userId, kind }).options({ consistent: true }).send();
  return { marker: Item && { lastDay: Item.lastDay, firstAt: Item.firstAt } };
}

/**
 * Notes that the user took part in the kind today. Nothing is written when they already did today;
 * otherwise the marker moves to today with the two day counts (and, the first time, the kind's
 * contributors) in one transaction conditioned on the marker as read, so two tabs count one user once.
 * `read` is the marker read earlier beside other reads (a stale one only loses the condition).
 */
export async function noteParticipation(userId: string, kind: string, now = new Date(), read?: Participation): Promise<void> {
  const today = utcDay(now);
  const { marker } = read ?? (await readParticipation(userId, kind));
  if (marker?.lastDay === today) return;
  const day = (d: string, by: number) =>
    DiscussionStatsEntity.build(UpdateTransaction).item({ kind, slot: keys.discussionActiveDay(d), activeUsers: $add(by) });
  await namedTransaction<'marker' | 'day' | 'contributors'>([
    {
      name: 'marker',
      item: DiscussionParticipationEntity.build(PutTransaction)
        .item({ userId, kind, lastDay: today, firstAt: marker?.firstAt ?? now.toISOString() })
        .options({ condition: marker ? { attr: 'lastDay', eq: marker.lastDay } : { attr: 'lastDay', exists: false } }),
    },
    { name: 'day', item: day(today, 1) },
    ...(marker
      ? [{ name: 'day' as const, item: day(marker.lastDay, -1) }]
      : [{ name: 'contributors' as const, item: statsShardUpdate(kind, userId, { contributors: 1 }) }]),
  ]);
  // A cancellation means another request of the same user moved the marker first: it counted them.
}
