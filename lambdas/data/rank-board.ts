/**
 * The XP board: one entry per user, kept from the table's stream (lambdas/rankings/board-stream.ts),
 * and the summaries the snapshot job computes from it every five minutes (lambdas/rankings/snapshot.ts),
 * from which the dashboard reads a user's world and country rank (docs/architecture.md §5: ranks come from
 * snapshots, never from reading every user on a request).
 */
import {
  BatchDeleteRequest,
  BatchGetCommand,
  BatchGetRequest,
  BatchPutRequest,
  BatchWriteCommand,
  DeleteItemCommand,
  executeBatchGet,
  executeBatchWrite,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  type Condition,
  type FormattedItem,
} from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { standingPut, type Standing } from './standings';
import { XpBoardEntryEntity, XpBoardSummaryEntity } from './entities/xp-board';
import { keys } from './keys';
import { named, namedTransaction } from './named-transaction';
import { queryAll, queryPages, SNAPSHOT_PAGE_ITEMS, table } from './table';

export type XpBoardEntry = Omit<FormattedItem<typeof XpBoardEntryEntity>, 'gsi1pk' | 'gsi1sk'>;
export type XpBoardSummary = FormattedItem<typeof XpBoardSummaryEntity>;

/** The world's board name in summaries (a country's is its code). */
export const WORLD_BOARD = 'world';

export async function getXpBoardEntry(userId: string): Promise<XpBoardEntry | undefined> {
  const { Item } = await XpBoardEntryEntity.build(GetItemCommand).key({ userId }).options({ consistent: true }).send();
  return Item;
}

/**
 * Writes the entry, with the user's leaderboard standings of the current periods, if it is still what
 * the caller read (`previous`; undefined: absent), so two deliveries of one change, or two changes at
 * once, never both add their XP or points to a period's sum; and
 * only while the account may be written (data/account-guard.ts), so a change delivered after the
 * account's deletion never leaves an entry behind. Which condition failed tells the caller what to do.
 */
export async function replaceXpBoardEntry(
  entry: XpBoardEntry,
  previous: Pick<XpBoardEntry, 'xp' | 'points'> | undefined,
  standings: readonly Standing[] = [],
): Promise<'written' | 'entry-changed' | 'account-gone'> {
  const pointsAsRead: Condition<typeof XpBoardEntryEntity> =
    previous?.points === undefined ? { attr: 'points', exists: false } : { attr: 'points', eq: previous.points };
  const condition: Condition<typeof XpBoardEntryEntity> =
    previous === undefined ? { attr: 'userId', exists: false } : { and: [{ attr: 'xp', eq: previous.xp }, pointsAsRead] };
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(entry.userId) },
    { name: 'entry', item: XpBoardEntryEntity.build(PutTransaction).item(entry).options({ condition }) },
    ...named('standings', standings.map(standingPut)),
  ]);
  if (!cancelled) return 'written';
  if (cancelled.failed.has('account')) return 'account-gone';
  if (cancelled.failed.has('entry')) return 'entry-changed';
  throw cancelled.error;
}

export async function deleteXpBoardEntry(userId: string): Promise<void> {
  await XpBoardEntryEntity.build(DeleteItemCommand).key({ userId }).send();
}

/** Every entry: the snapshot job's read, SNAPSHOT_PAGE_ITEMS a page (table.ts says why). */
export function readXpBoard(): AsyncGenerator<XpBoardEntry[]> {
  return queryPages((startKey) =>
    table
      .build(QueryCommand)
      .entities(XpBoardEntryEntity)
      .query({ partition: keys.xpBoard() })
      .options({ limit: SNAPSHOT_PAGE_ITEMS, ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
}

/** The boards' summaries held now (the snapshot job deletes those of countries nobody is from any more). */
export async function listXpBoardSummaryNames(): Promise<string[]> {
  const items = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(XpBoardSummaryEntity)
      .query({ partition: keys.xpBoardSummary() })
      .options({ attributes: ['board'], ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
  return items.map((item) => item.board);
}

/** Writes the summaries and deletes the boards named in `gone`, 25 to a request. */
export async function writeXpBoardSummaries(summaries: readonly XpBoardSummary[], gone: readonly string[]): Promise<void> {
  const requests = [
    ...summaries.map((summary) => XpBoardSummaryEntity.build(BatchPutRequest).item(summary)),
    ...gone.map((board) => XpBoardSummaryEntity.build(BatchDeleteRequest).key({ board })),
  ];
  for (let i = 0; i < requests.length; i += 25) {
    await executeBatchWrite({ maxAttempts: 8 }, table.build(BatchWriteCommand).requests(...requests.slice(i, i + 25)));
  }
}

/** The world's summary and the country's (when given), in one round trip. */
export async function getXpBoardSummaries(country: string | undefined): Promise<{ world?: XpBoardSummary; country?: XpBoardSummary }> {
  const requests = [XpBoardSummaryEntity.build(BatchGetRequest).key({ board: WORLD_BOARD })];
  if (country) requests.push(XpBoardSummaryEntity.build(BatchGetRequest).key({ board: country }));
  const { Responses } = await executeBatchGet(table.build(BatchGetCommand).requests(...requests));
  const [world, countryBoard] = (Responses?.[0] ?? []) as (XpBoardSummary | undefined)[];
  return { ...(world && { world }), ...(countryBoard && { country: countryBoard }) };
}
