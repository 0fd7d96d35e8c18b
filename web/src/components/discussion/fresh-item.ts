import type { DiscussionItem } from '@contract/discussions';

type Given = Pick<DiscussionItem, 'id' | 'kind' | 'category' | 'title' | 'content' | 'author' | 'createdAt'> & Partial<DiscussionItem>;

/**
 * A discussion item with nothing happened to it yet (no votes, comments, views, edits): how a new
 * post or question shows before the server has stored it, and the base of the tests' items.
 */
export function freshItem(given: Given): DiscussionItem {
  return {
    codeSnippet: null,
    updatedAt: null,
    votes: 0,
    myVote: null,
    commentCount: 0,
    answers: 0,
    views: 0,
    acceptedCommentId: null,
    rating: null,
    status: null,
    feedbackType: null,
    email: null,
    hidden: false,
    ...given,
  };
}
