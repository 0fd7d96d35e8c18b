/**
 * Content reports (docs/decisions/D13): one per user and item (or comment), queued oldest first for
 * the admins' reports tab.
 */
import { PutTransaction, QueryCommand, type FormattedItem } from 'dynamodb-toolbox';
import { DiscussionReportEntity, DiscussionReportMarkEntity } from './entities/discussion-parts';
import { discussionItemExists } from './discussion-items';
import { keys } from './keys';
import { namedTransaction } from './named-transaction';
import { INVALID_CURSOR, decodeCursor, encodeCursor, tableKeyAttributes, type InvalidCursor, type Page } from './page-cursors';
import { table } from './table';

export type StoredReport = FormattedItem<typeof DiscussionReportEntity>;

/** Queues the report unless this user reported the same thing before. 'gone': the item no longer exists. */
export async function fileReport(report: StoredReport): Promise<'filed' | 'already' | 'gone'> {
  const cancelled = await namedTransaction<'mark' | 'report' | 'item'>([
    { name: 'item', item: discussionItemExists(report.itemId) },
    {
      name: 'mark',
      item: DiscussionReportMarkEntity.build(PutTransaction)
        .item({ itemId: report.itemId, userId: report.reporterId, commentId: report.commentId ?? '' })
        .options({ condition: { attr: 'userId', exists: false } }),
    },
    { name: 'report', item: DiscussionReportEntity.build(PutTransaction).item(report) },
  ]);
  if (!cancelled) return 'filed';
  if (cancelled.failed.has('item')) return 'gone';
  if (cancelled.failed.has('mark')) return 'already';
  throw cancelled.error;
}

export async function listReportsPage(limit: number, cursor?: string): Promise<Page<StoredReport> | InvalidCursor> {
  const partition = keys.discussionReports();
  const startKey = cursor === undefined ? undefined : decodeCursor(cursor, tableKeyAttributes, (k) => k.pk === partition);
  if (cursor !== undefined && !startKey) return INVALID_CURSOR;
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(DiscussionReportEntity)
    .query({ partition })
    .options({ limit, ...(startKey && { exclusiveStartKey: startKey }) })
    .send();
  return { items: Items, nextCursor: encodeCursor(LastEvaluatedKey) };
}
