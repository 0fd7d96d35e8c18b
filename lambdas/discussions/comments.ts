/**
 * Comments (docs/requirements/community.md §3, qna.md §3): newest first in pages; the author edits,
 * the author or an admin deletes. On a question, a comment by anyone but the asker is an answer.
 */
import { discussionMessages as m, type CommentPage, type DiscussionComment, type DiscussionKind } from '@contract/discussions';
import { addComment, deleteComment, editComment, getComment, listCommentsPage, type StoredComment } from '../data/discussion-comments';
import type { StoredDiscussionItem } from '../data/discussion-items';
import { noteParticipation } from '../data/discussion-stats';
import { INVALID_CURSOR } from '../data/page-cursors';
import type { Caller } from '../shared/caller';
import { BadRequest, Conflict, Forbidden, NotFound, errors } from '../shared/errors';
import { newDiscussionId } from './ids';
import { countsChange } from './kinds';
import { isAdmin, visibleItem } from './items';
import { meter } from './rates';
import { authorCards, commentView } from './present';

/** What one comment more (+1) or less (−1) moves the kind's counters by, from the item as it stands. */
function commentCountsChange(kind: DiscussionKind, current: StoredDiscussionItem, comment: StoredComment, by: 1 | -1) {
  const after = { ...current, commentCount: current.commentCount + by, answers: current.answers + (comment.isAnswer ? by : 0) };
  return countsChange(kind, current, after);
}

export async function listComments(kind: DiscussionKind, caller: Caller | undefined, itemId: string, limit: number, cursor?: string): Promise<CommentPage> {
  await visibleItem(kind, itemId, caller);
  const page = await listCommentsPage(itemId, limit, cursor);
  if (page === INVALID_CURSOR) throw BadRequest('This page link is no longer valid. Please reload the comments.');
  const cards = await authorCards(page.items.map((c) => c.authorId));
  return { comments: page.items.map((c) => commentView(c, cards)), nextCursor: page.nextCursor };
}

export async function createComment(kind: DiscussionKind, caller: Caller, itemId: string, text: string, now = new Date()): Promise<DiscussionComment> {
  const item = await visibleItem(kind, itemId, caller);
  await meter(caller, 'comments', now);
  const comment: StoredComment = {
    itemId,
    commentId: newDiscussionId(now),
    text,
    authorId: caller.userId,
    createdAt: now.toISOString(),
    isAnswer: kind === 'qna' && item.authorId !== caller.userId,
    hidden: false,
  };
  const outcome = await addComment(item, comment, (current) => commentCountsChange(kind, current, comment, 1));
  if (outcome === 'accountGone') throw errors.userAccountNotFound();
  if (outcome === 'gone') throw NotFound(m.itemNotFound);
  if (outcome === 'contested') throw Conflict('Many people are answering right now. Please try again.');
  if (kind === 'community' || comment.isAnswer) await noteParticipation(caller.userId, kind, now);
  return commentView(comment, await authorCards([caller.userId]));
}

async function ownComment(kind: DiscussionKind, caller: Caller, itemId: string, commentId: string, adminMay: boolean) {
  const item = await visibleItem(kind, itemId, caller);
  const comment = await getComment(itemId, commentId);
  if (!comment) throw NotFound(m.commentNotFound);
  if (comment.authorId !== caller.userId && !(adminMay && isAdmin(caller))) throw Forbidden(m.notAuthor);
  return { item, comment };
}

export async function changeComment(
  kind: DiscussionKind,
  caller: Caller,
  itemId: string,
  commentId: string,
  text: string,
  now = new Date(),
): Promise<DiscussionComment> {
  const { comment } = await ownComment(kind, caller, itemId, commentId, false);
  const updatedAt = now.toISOString();
  if (!(await editComment(itemId, commentId, text, updatedAt))) throw NotFound(m.commentNotFound);
  return commentView({ ...comment, text, updatedAt }, await authorCards([comment.authorId]));
}

export async function removeComment(kind: DiscussionKind, caller: Caller, itemId: string, commentId: string): Promise<{ success: true }> {
  const { item, comment } = await ownComment(kind, caller, itemId, commentId, true);
  const outcome = await deleteComment(item, comment, (current) => commentCountsChange(kind, current, comment, -1));
  if (outcome === 'gone') throw NotFound(m.commentNotFound);
  if (outcome !== 'done') throw Conflict('Many people are answering right now. Please try again.');
  return { success: true };
}
