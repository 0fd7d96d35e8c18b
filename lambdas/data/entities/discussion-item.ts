import { boolean, Entity, item, list, map, number, string } from 'dynamodb-toolbox';
import { blogStatuses } from '@contract/blog';
import { discussionKinds, feedbackStatuses, feedbackTypes, snippetLanguages } from '@contract/discussions';
import { keys } from '../keys';
import { table } from '../table';

/**
 * One discussion item (docs/decisions/D13): a community post, a Q&A question, a feedback or a blog
 * article (D14: its category is the article's; the rest of its fields are optional here), in its
 * own partition. Its counters (votes, comments, answers, views) change only in the transaction that
 * writes what they count. The list keys are plain attributes, not links: hiding the item removes
 * them, so the lists (gsi1, gsi2) never hold it; `words` are the search index items it owns.
 */
export const DiscussionItemEntity = new Entity({
  name: 'DiscussionItem',
  table,
  schema: item({
    itemId: string().key(),
    kind: string().enum(...discussionKinds),
    category: string(),
    title: string(),
    content: string(),
    codeSnippet: map({ language: string().enum(...snippetLanguages), code: string() }).optional(),
    authorId: string(),
    createdAt: string(),
    updatedAt: string().optional(),
    votes: number(),
    commentCount: number(),
    answers: number(),
    views: number(),
    acceptedCommentId: string().optional(),
    rating: number().optional(),
    status: string()
      .enum(...feedbackStatuses)
      .optional(),
    feedbackType: string()
      .enum(...feedbackTypes)
      .optional(),
    hidden: boolean(),
    /** Blog articles (contract/blog.ts): a draft is listed only on its author's and the admins' draft lists. */
    articleStatus: string()
      .enum(...blogStatuses)
      .optional(),
    /** The author's role when they last saved it: /blog's Admin and Mentor filters list by it. */
    authorRole: string().enum('admin', 'mentor').optional(),
    excerpt: string().optional(),
    tags: list(string()).optional(),
    seoTitle: string().optional(),
    seoDescription: string().optional(),
    coverImage: string().optional(),
    readTime: number().optional(),
    publishedAt: string().optional(),
    /** The words of the search index written for it (contract/discussions.ts MAX_INDEXED_WORDS). */
    words: list(string()),
    titleWords: list(string()),
    gsi1pk: string().optional(),
    gsi1sk: string().optional(),
    gsi2pk: string().optional(),
    gsi2sk: string().optional(),
  }),
  computeKey: ({ itemId }) => ({ pk: keys.discussion(itemId), sk: keys.discussionItemSort() }),
  timestamps: false,
});
