/**
 * Comments (docs/decisions/D13), in their item's partition, newest first. Adding or deleting one
 * moves the item's counters (comments; Q&A answers) and its kind's (a question answered, a
 * published article's comments) in the same transaction.
 */
import { DeleteTransaction, GetItemCommand, PutTransaction, QueryCommand, UpdateItemCommand, type FormattedItem } from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { writeIfConditionHolds } from './conditional-write';
import { DiscussionCommentEntity } from './entities/discussion-parts';
import { discussionCounterUpdate, getDiscussionItem, publishedGuard, type CounterGuard, type StoredDiscussionItem } from './discussion-items';
import { statsShardUpdate, type StatsDelta } from './discussion-stats';
import { keys } from './keys';
import { namedTransaction, type NamedTransactItem, type TransactionCancellation } from './named-transaction';
import { INVALID_CURSOR, decodeCursor, encodeCursor, tableKeyAttributes, type InvalidCursor, type Page } from './page-cursors';
import { table } from './table';

export type StoredComment = FormattedItem<typeof DiscussionCommentEntity>;

export async function getComment(itemId: string, commentId: string): Promise<StoredComment | undefined> {
  const { Item } = await DiscussionCommentEntity.build(GetItemCommand).key({ itemId, commentId }).options({ consistent: true }).send();
  return Item;
}

export async function listCommentsPage(itemId: string, limit: number, cursor?: string): Promise<Page<StoredComment> | InvalidCursor> {
  const partition = keys.discussion(itemId);
  const prefix = keys.discussionCommentPrefix();
  const startKey = cursor === undefined ? undefined : decodeCursor(cursor, tableKeyAttributes, (k) => k.pk === partition && k.sk.startsWith(prefix));
  if (cursor !== undefined && !startKey) return INVALID_CURSOR;
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(DiscussionCommentEntity)
    .query({ partition, range: { beginsWith: prefix } })
    .options({ reverse: true, limit, ...(startKey && { exclusiveStartKey: startKey }) })
    .send();
  return { items: Items, nextCursor: encodeCursor(LastEvaluatedKey) };
}

const ATTEMPTS = 10;
type Outcome = 'done' | 'gone' | 'accountGone' | 'contested';

/**
 * Runs `attempt` on the item as read, and again on a fresh read while another write moved its
 * counters meanwhile ('raced': the item's condition failed or the transaction conflicted).
 */
async function onItemAsRead(item: StoredDiscussionItem, attempt: (current: StoredDiscussionItem) => Promise<Outcome | 'raced'>): Promise<Outcome> {
  let current: StoredDiscussionItem | undefined = item;
  for (let n = 1; n <= ATTEMPTS && current; n++) {
    const outcome = await attempt(current);
    if (outcome !== 'raced') return outcome;
    current = await getDiscussionItem(item.itemId);
  }
  return current ? 'contested' : 'gone';
}

/** The outcome of a comment's transaction: raced when only the item's counters stood in the way. */
function outcomeOf(cancelled: TransactionCancellation<string> | undefined, refusals: Partial<Record<string, Outcome>>): Outcome | 'raced' {
  if (!cancelled) return 'done';
  for (const [name, outcome] of Object.entries(refusals)) if (cancelled.failed.has(name)) return outcome!;
  if (cancelled.failed.has('item') || cancelled.conflicted.size > 0) return 'raced';
  throw cancelled.error;
}

/**
 * Adds a comment to the item, with what it moves the kind's counters by (`counts`, decided from the
 * item as read). The write is conditioned on what decided them: a question's answer count (two
 * first answers at once count the question answered once), an article's published status.
 */
export function addComment(item: StoredDiscussionItem, comment: StoredComment, counts: (current: StoredDiscussionItem) => StatsDelta): Promise<Outcome> {
  return onItemAsRead(item, async (current) => {
    const items: NamedTransactItem<'account' | 'comment' | 'item' | 'stats'>[] = [
      { name: 'account', item: accountWritableCheck(comment.authorId) },
      {
        name: 'comment',
        item: DiscussionCommentEntity.build(PutTransaction)
          .item(comment)
          .options({ condition: { attr: 'commentId', exists: false } }),
      },
      {
        name: 'item',
        item: discussionCounterUpdate(current.itemId, { commentCount: 1, ...(comment.isAnswer && { answers: 1 }) }, {}, guardOf(current, comment)),
      },
    ];
    pushStats(items, current, counts(current));
    return outcomeOf(await namedTransaction(items), { account: 'accountGone' });
  });
}

function guardOf(current: StoredDiscussionItem, comment: StoredComment): CounterGuard | undefined {
  return comment.isAnswer ? { attr: 'answers', eq: current.answers } : publishedGuard(current);
}

function pushStats<N extends string>(items: NamedTransactItem<N | 'stats'>[], current: StoredDiscussionItem, delta: StatsDelta): void {
  if (Object.values(delta).some((by) => by !== 0)) items.push({ name: 'stats', item: statsShardUpdate(current.kind, current.itemId, delta) });
}

export async function editComment(itemId: string, commentId: string, text: string, updatedAt: string): Promise<boolean> {
  return writeIfConditionHolds(() =>
    DiscussionCommentEntity.build(UpdateItemCommand)
      .item({ itemId, commentId, text, updatedAt })
      .options({ condition: { attr: 'commentId', exists: true } })
      .send(),
  );
}

/** Deletes a comment with its share of the counters (`counts`, as addComment) and the accepted mark, if it was the accepted answer. */
export function deleteComment(item: StoredDiscussionItem, comment: StoredComment, counts: (current: StoredDiscussionItem) => StatsDelta): Promise<Outcome> {
  return onItemAsRead(item, async (current) => {
    const items: NamedTransactItem<'comment' | 'item' | 'stats'>[] = [
      {
        name: 'comment',
        item: DiscussionCommentEntity.build(DeleteTransaction)
          .key({ itemId: comment.itemId, commentId: comment.commentId })
          .options({ condition: { attr: 'commentId', exists: true } }),
      },
      {
        name: 'item',
        item: discussionCounterUpdate(
          current.itemId,
          { commentCount: -1, ...(comment.isAnswer && { answers: -1 }) },
          { clearAccepted: current.acceptedCommentId === comment.commentId },
          guardOf(current, comment),
        ),
      },
    ];
    pushStats(items, current, counts(current));
    return outcomeOf(await namedTransaction(items), { comment: 'gone' });
  });
}
