/**
 * Q&A's extras (docs/decisions/D13): the asker's accepted answer and the distinct signed-in
 * viewers of a question.
 */
import { $remove, ConditionCheck, PutTransaction, UpdateTransaction } from 'dynamodb-toolbox';
import { DiscussionItemEntity } from './entities/discussion-item';
import { DiscussionCommentEntity, DiscussionViewEntity } from './entities/discussion-parts';
import { discussionCounterUpdate } from './discussion-items';
import { namedTransaction } from './named-transaction';

/**
 * Marks `commentId` as the accepted answer (null clears it), checking in the same transaction that
 * the comment is still there and is an answer. False when the question or the answer is gone.
 */
export async function setAcceptedAnswer(itemId: string, commentId: string | null): Promise<boolean> {
  const cancelled = await namedTransaction<'item' | 'answer'>([
    {
      name: 'item',
      item: DiscussionItemEntity.build(UpdateTransaction)
        .item({ itemId, acceptedCommentId: commentId ?? $remove() })
        .options({ condition: { attr: 'itemId', exists: true } }),
    },
    ...(commentId === null
      ? []
      : [
          {
            name: 'answer' as const,
            item: DiscussionCommentEntity.build(ConditionCheck)
              .key({ itemId, commentId })
              .condition({
                and: [
                  { attr: 'commentId', exists: true },
                  { attr: 'isAnswer', eq: true },
                ],
              }),
          },
        ]),
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.size > 0) return false;
  throw cancelled.error;
}

/** Counts the user as a viewer once: true when this was their first view. */
export async function recordView(itemId: string, userId: string): Promise<boolean> {
  const cancelled = await namedTransaction<'view' | 'item'>([
    {
      name: 'view',
      item: DiscussionViewEntity.build(PutTransaction)
        .item({ itemId, userId })
        .options({ condition: { attr: 'userId', exists: false } }),
    },
    { name: 'item', item: discussionCounterUpdate(itemId, { views: 1 }) },
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.size > 0) return false;
  throw cancelled.error;
}
