/** Q&A (docs/requirements/qna.md §3): the asker accepts one answer; signed-in readers count as views once. */
import { discussionMessages as m, type DiscussionItem } from '@contract/discussions';
import { setAcceptedAnswer, recordView } from '../data/discussion-answers';
import { getComment } from '../data/discussion-comments';
import type { Caller } from '../shared/caller';
import { BadRequest, Forbidden, NotFound } from '../shared/errors';
import { getItem, visibleItem } from './items';

export async function acceptAnswer(caller: Caller, itemId: string, commentId: string | null): Promise<DiscussionItem> {
  const question = await visibleItem('qna', itemId, caller);
  if (question.authorId !== caller.userId) throw Forbidden(m.notAsker);
  if (commentId !== null) {
    const answer = await getComment(itemId, commentId);
    if (!answer) throw NotFound(m.commentNotFound);
    if (!answer.isAnswer) throw BadRequest(m.ownAnswer);
  }
  if (!(await setAcceptedAnswer(itemId, commentId))) throw NotFound(m.commentNotFound);
  return getItem('qna', caller, itemId);
}

export async function viewQuestion(caller: Caller, itemId: string): Promise<{ views: number }> {
  const question = await visibleItem('qna', itemId, caller);
  const first = await recordView(itemId, caller.userId);
  return { views: question.views + (first ? 1 : 0) };
}
