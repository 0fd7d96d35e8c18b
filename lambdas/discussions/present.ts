/**
 * Stored items and comments as the pages see them (contract/discussions.ts): with their authors'
 * cards (one BatchGet per page; a deleted account reads "Anonymous") and the caller's vote.
 */
import { ANONYMOUS, type AuthorCard, type DiscussionComment, type DiscussionItem } from '@contract/discussions';
import type { StoredComment } from '../data/discussion-comments';
import type { StoredDiscussionItem } from '../data/discussion-items';
import { getPublicUsers } from '../data/friends';
import { avatarUrl } from '../platform/avatar-storage';

const anonymous: AuthorCard = { userId: null, name: ANONYMOUS, role: 'student', plan: 'free' };

/** The authors' cards by user id. */
export async function authorCards(userIds: readonly string[]): Promise<Map<string, AuthorCard>> {
  const users = await getPublicUsers(userIds);
  const cards = new Map<string, AuthorCard>();
  await Promise.all(
    [...users.values()].map(async (user) => {
      const avatar = user.avatarKey ? await avatarUrl(user.avatarKey) : user.avatar;
      cards.set(user.userId, { userId: user.userId, name: user.name, ...(avatar && { avatar }), role: user.role ?? 'student', plan: user.plan ?? 'free' });
    }),
  );
  return cards;
}

export const cardOf = (cards: Map<string, AuthorCard>, userId: string) => cards.get(userId) ?? anonymous;

/** `email`: the e-mail given with a feedback, passed for staff readers only. */
export function itemView(item: StoredDiscussionItem, cards: Map<string, AuthorCard>, myVote: DiscussionItem['myVote'], email: string | null): DiscussionItem {
  return {
    id: item.itemId,
    kind: item.kind,
    category: item.category,
    title: item.title,
    content: item.content,
    codeSnippet: item.codeSnippet ?? null,
    author: cardOf(cards, item.authorId),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt ?? null,
    votes: item.votes,
    myVote,
    commentCount: item.commentCount,
    answers: item.answers,
    views: item.views,
    acceptedCommentId: item.acceptedCommentId ?? null,
    rating: item.rating ?? null,
    status: item.status ?? null,
    feedbackType: item.feedbackType ?? null,
    email,
    hidden: item.hidden,
  };
}

export function commentView(comment: StoredComment, cards: Map<string, AuthorCard>): DiscussionComment {
  return {
    id: comment.commentId,
    text: comment.text,
    author: cardOf(cards, comment.authorId),
    createdAt: comment.createdAt,
    updatedAt: comment.updatedAt ?? null,
    isAnswer: comment.isAnswer,
    hidden: comment.hidden,
  };
}
