/**
 * The leaderboards' items (entities/standing.ts): each user's score per board and period, kept by
 * the XP board's stream consumer in the transaction that writes its entry; the top N of a board,
 * world or country, by one reverse Query of a sorted index; and the snapshot's per-board summaries
 * from which a user's rank is read without reading every user.
 */
import {
  BatchDeleteRequest,
  BatchGetCommand,
  BatchGetRequest,
  BatchPutRequest,
  BatchWriteCommand,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  executeBatchGet,
  executeBatchWrite,
  type FormattedItem,
} from 'dynamodb-toolbox';
import { StandingEntity, StandingSummaryEntity } from './entities/standing';
import { keys } from './keys';
import { queryAll, queryPages, SNAPSHOT_PAGE_ITEMS, table } from './table';

export type Standing = Omit<FormattedItem<typeof StandingEntity>, 'gsi1pk' | 'gsi1sk' | 'gsi2pk' | 'gsi2sk' | 'gsi3pk' | 'gsi3sk'>;
export type StandingSummary = FormattedItem<typeof StandingSummaryEntity>;

/** The transaction item that puts a standing (its score is the period's total, so a replay puts the same). */
export function standingPut(standing: Standing) {
  return StandingEntity.build(PutTransaction).item(standing);
}

export async function getStanding(board: string, userId: string): Promise<Standing | undefined> {
  const { Item } = await StandingEntity.build(GetItemCommand).key({ board, userId }).send();
  return Item;
}

/** The best `limit` of a board, highest score first: the world's, or one country's. */
export async function listTopStandings(board: string, limit: number, country?: string): Promise<Standing[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(StandingEntity)
    .query(country ? { index: 'gsi3', partition: keys.countryStandings(board, country) } : { index: 'gsi2', partition: keys.standings(board) })
    .options({ reverse: true, limit })
    .send();
  return Items;
}

/** Every standing of a board: the snapshot's read (one partition, SNAPSHOT_PAGE_ITEMS a page: table.ts says why). */
export function readStandings(board: string): AsyncGenerator<Standing[]> {
  return queryPages((startKey) =>
    table
      .build(QueryCommand)
      .entities(StandingEntity)
      .query({ partition: keys.standings(board) })
      // What ranking needs: the rest (index keys) is read and parsed for nothing.
      .options({ attributes: ['board', 'userId', 'score', 'country'], limit: SNAPSHOT_PAGE_ITEMS, ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
}

/** The user's standings (any board, any period): deleted with their board entry. */
export async function deleteUserStandings(userId: string): Promise<void> {
  const items = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(StandingEntity)
      .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.userStandingPrefix() } })
      .options({ attributes: ['board', 'userId'], ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
  for (let i = 0; i < items.length; i += 25) {
    const requests = items.slice(i, i + 25).map((s) => StandingEntity.build(BatchDeleteRequest).key({ board: s.board, userId: s.userId }));
    await executeBatchWrite({ maxAttempts: 8 }, table.build(BatchWriteCommand).requests(...requests));
  }
}

export async function writeStandingSummaries(summaries: readonly StandingSummary[]): Promise<void> {
  const requests = summaries.map((summary) => StandingSummaryEntity.build(BatchPutRequest).item(summary));
  for (let i = 0; i < requests.length; i += 25) {
    await executeBatchWrite({ maxAttempts: 8 }, table.build(BatchWriteCommand).requests(...requests.slice(i, i + 25)));
  }
}

/** A board's summary for the world or a country, if the snapshot took one. */
export async function getStandingSummary(board: string, scope: string): Promise<StandingSummary | undefined> {
  const { Item } = await StandingSummaryEntity.build(GetItemCommand).key({ board, scope }).send();
  return Item;
}

/** Names and countries of the users on a leaderboard page (at most 11: the top 10 and the caller). */
export async function getStandingNames(userIds: readonly string[]): Promise<Map<string, { name?: string }>> {
  const { UserProfileEntity } = await import('./entities/user-profile');
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const requests = unique.map((userId) => UserProfileEntity.build(BatchGetRequest).key({ userId }));
  const { Responses } = await executeBatchGet(
    table
      .build(BatchGetCommand)
      .requests(...requests)
      .options({ attributes: ['userId', 'name'] }),
  );
  const found = (Responses?.[0] ?? []) as ({ userId: string; name?: string } | undefined)[];
  return new Map(found.flatMap((p) => (p ? [[p.userId, { ...(p.name !== undefined && { name: p.name }) }] as const] : [])));
}
