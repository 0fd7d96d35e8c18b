import { z } from 'zod';
import { cursorSchema } from './friends';
import { blogCategories } from './blog';
import { MAX_SEARCH_QUERY, authorCardSchema } from './discussion-parts';
import { hiddenCharactersMessage, shownText } from './shown-text';

export { ANONYMOUS, MAX_SEARCH_QUERY, authorCardSchema, type AuthorCard } from './discussion-parts';

/**
 * The discussion engine (docs/decisions/D13): community posts, Q&A questions and feedback are three
 * kinds of one item with an author, a Markdown body, counters, comments and per-user votes. The
 * shapes both sides use, the kinds' categories, limits and the spec's texts
 * (docs/requirements/community.md, qna.md, feedback.md).
 */

/** The blog (docs/decisions/D14) is the fourth kind: its likes, comments and views are the engine's. */
export const discussionKinds = ['community', 'qna', 'feedback', 'blog'] as const;
export type DiscussionKind = (typeof discussionKinds)[number];

/** docs/requirements/community.md §2: the post types, in the category select's order. */
export const communityCategories = ['discussion', 'tutorial', 'showcase', 'help', 'advice', 'general'] as const;
/** docs/requirements/qna.md §1: the eight categories (Popular Tags). */
export const qnaCategories = ['career', 'education', 'tools', 'motivation', 'freelancing', 'interview-prep', 'learning-path', 'industry'] as const;
/** docs/requirements/feedback.md §2 (docs/decisions/D13: the feedback form's category). */
export const feedbackCategories = ['general', 'support', 'bug', 'feature'] as const;
/** docs/requirements/feedback.md §1: the type picker. */
export const feedbackTypes = ['general', 'bug', 'feature', 'improvement'] as const;
/** docs/requirements/feedback.md §3: Fixed is shown as Implemented. */
export const feedbackStatuses = ['under-review', 'in-progress', 'fixed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackStatusLabels: Record<FeedbackStatus, string> = { 'under-review': 'Under Review', 'in-progress': 'In Progress', fixed: 'Implemented' };

/** docs/requirements/community.md §2: a post's optional code snippet. */
export const snippetLanguages = ['javascript', 'python', 'cpp', 'java'] as const;
export const snippetLanguageLabels: Record<(typeof snippetLanguages)[number], string> = {
  javascript: 'JavaScript',
  python: 'Python',
  cpp: 'C++',
  java: 'Java',
};

export const categoriesOf = { community: communityCategories, qna: qnaCategories, feedback: feedbackCategories, blog: blogCategories } as const;

/** Page sizes: community 8 a page, Q&A 10 a load (docs/requirements/community.md §4, qna.md §4); feedback's recent list is 3; the blog 8 a page. */
export const DISCUSSION_PAGE_SIZE: Record<DiscussionKind, number> = { community: 8, qna: 10, feedback: 3, blog: 8 };
/** Comments: 3 shown first, 5 more per 'Load more'. */
export const FIRST_COMMENTS = 3;
export const MORE_COMMENTS = 5;
export const MAX_COMMENTS_PAGE = 20;
/** A search pages through at most its best 48 matches (title matches first, then votes, then recency), a list page at a time. */
export const MAX_SEARCH_RESULTS = 48;
/** Words of one item kept in the search index: every title word, then the content's first distinct words. */
export const MAX_INDEXED_WORDS = 40;

/** Visible characters (docs/decisions/D13: every string bounded). */
export const TITLE_MAX = 150;
export const CONTENT_MAX = 10_000;
export const SNIPPET_MAX = 20_000;
export const COMMENT_MAX = 2_000;
export const REPORT_REASON_MAX = 500;

/**
 * Writes one user may make per hour, counted in a conditional write (docs/decisions/D31): a busy
 * forum regular posts a few times an hour and comments a few dozen; a script hits these at once.
 */
export const DISCUSSION_RATES = {
  itemsPerHour: 10,
  commentsPerHour: 60,
  feedbackPerHour: 5,
  votesPerMinute: 60,
  reportsPerHour: 20,
} as const;

export const discussionMessages = {
  signInCommunity: 'Please sign in to participate in community discussions and share your coding knowledge.',
  signInFeedback: 'Please sign in to submit feedback and help us improve the platform',
  noPosts: 'No posts found.',
  noQuestions: 'No questions found.',
  noFeedback: 'No feedback found.',
  somethingWrong: 'Something went wrong.',
  loadingPost: 'Loading post...',
  loadingComment: 'Loading comment...',
  confirmDeletePost: 'Are you sure you want to delete this post?',
  confirmDeleteComment: 'Delete this comment?',
  confirmDeleteQuestion: 'Are you sure you want to delete this question?',
  voteFailed: 'Failed to vote.',
  loadQuestionsFailed: 'Failed to load questions.',
  updateQuestionFailed: 'Failed to update question.',
  submitQuestionFailed: 'Failed to submit question.',
  deleteQuestionFailed: 'Failed to delete question.',
  feedbackFailed: 'Failed to submit feedback. Please try again.',
  feedbackVoteFailed: 'Failed to update vote. Please try again.',
  mustSignInToVote: 'You must be logged in to vote',
  titleRequired: 'Title is required.',
  contentRequired: 'Content is required.',
  titleTooLong: `Title must be at most ${TITLE_MAX} characters.`,
  contentTooLong: `Content must be at most ${CONTENT_MAX.toLocaleString('en-US')} characters.`,
  snippetTooLong: `The code snippet must be at most ${SNIPPET_MAX.toLocaleString('en-US')} characters.`,
  snippetRequired: 'Add the code of the snippet, or remove the snippet.',
  commentRequired: 'Comment cannot be empty.',
  commentTooLong: `Comments must be at most ${COMMENT_MAX.toLocaleString('en-US')} characters.`,
  /** docs/requirements/qna.md §2: the modal's reading. */
  questionTitleModal: 'Title must be at least 3 characters long.',
  questionContentModal: 'Content must be at least 11 characters long.',
  /** docs/requirements/qna.md §2: the server's reading. */
  questionTitleShort: 'Title too short.',
  questionContentShort: 'Content too short.',
  feedbackTitle: 'Title must be at least 3 characters.',
  feedbackDescription: 'Description must be at least 11 characters.',
  feedbackEmail: 'Invalid email address.',
  feedbackRating: 'Please provide a star rating.',
  reportReason: 'Tell us in a few words what is wrong with it.',
  reported: 'Thanks. An admin will look at it.',
  itemNotFound: 'This item no longer exists.',
  commentNotFound: 'This comment no longer exists.',
  notAuthor: 'Only its author can change this.',
  notAsker: 'Only the person who asked can accept an answer.',
  ownAnswer: 'Accept an answer someone else gave.',
  tooOften: (what: string) => `You are ${what} too often. Please wait a while and try again.`,
} as const;

/** The client-side minimums of the ask modal (docs/requirements/qna.md §2); the server's are 5 and 10. */
export const QUESTION_MODAL_MIN = { title: 3, content: 11 } as const;
export const QUESTION_SERVER_MIN = { title: 5, content: 10 } as const;

const m = discussionMessages;

const titleSchema = (min: number, tooShort: string) =>
  shownText({ min, max: TITLE_MAX, tooShort, tooLong: m.titleTooLong, hidden: hiddenCharactersMessage('Title') });
const bodySchema = (min: number, tooShort: string, max = CONTENT_MAX, tooLong: string = m.contentTooLong, field = 'Content') =>
  shownText({ min, max, tooShort, tooLong, hidden: hiddenCharactersMessage(field), multiline: true });

/** Code is kept as typed: only its size is bounded (it is shown as text, never as markup). */
export const codeSnippetSchema = z.object({
  language: z.enum(snippetLanguages),
  code: z
    .string()
    .max(SNIPPET_MAX, m.snippetTooLong)
    .refine((code) => code.trim() !== '', m.snippetRequired),
});
export type CodeSnippet = z.infer<typeof codeSnippetSchema>;

export const communityPostInputSchema = z.object({
  category: z.enum(communityCategories),
  title: titleSchema(1, m.titleRequired),
  content: bodySchema(1, m.contentRequired),
  codeSnippet: codeSnippetSchema.nullable().optional(),
});
export type CommunityPostInput = z.input<typeof communityPostInputSchema>;

export const questionInputSchema = z.object({
  category: z.enum(qnaCategories),
  title: titleSchema(QUESTION_SERVER_MIN.title, m.questionTitleShort),
  content: bodySchema(QUESTION_SERVER_MIN.content, m.questionContentShort),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

/** docs/requirements/feedback.md §2: rules in the order the form shows the first failing one. */
export const feedbackInputSchema = z.object({
  title: titleSchema(3, m.feedbackTitle),
  description: bodySchema(11, m.feedbackDescription, 5_000, 'Description must be at most 5,000 characters.', 'Description'),
  email: z.union([z.literal(''), z.email(m.feedbackEmail).max(254, m.feedbackEmail)]).optional(),
  rating: z.number({ message: m.feedbackRating }).int(m.feedbackRating).min(1, m.feedbackRating).max(5, m.feedbackRating),
  type: z.enum(feedbackTypes),
  category: z.enum(feedbackCategories),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const commentInputSchema = z.object({
  text: bodySchema(1, m.commentRequired, COMMENT_MAX, m.commentTooLong, 'Comment'),
});

export const voteDirections = ['up', 'down'] as const;
export type VoteDirection = (typeof voteDirections)[number];
export const voteInputSchema = z.object({ direction: z.enum(voteDirections) });

export const reportInputSchema = z.object({
  reason: shownText({
    min: 3,
    max: REPORT_REASON_MAX,
    tooShort: m.reportReason,
    tooLong: m.reportReason,
    hidden: hiddenCharactersMessage('Reason'),
    multiline: true,
  }),
});

/** An item's or comment's id: a ULID-like string the server made. */
export const discussionIdSchema = z
  .string()
  .max(40, 'That item does not exist.')
  .regex(/^[0-9A-Za-z]{10,40}$/, 'That item does not exist.');

export const listQuerySchema = z.object({
  category: z.string().max(40).optional(),
  q: z.string().trim().max(MAX_SEARCH_QUERY, `Search for at most ${MAX_SEARCH_QUERY} characters.`).optional(),
  cursor: cursorSchema.optional(),
});
export const commentsQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_COMMENTS_PAGE).default(FIRST_COMMENTS),
});

export const discussionItemSchema = z.object({
  id: z.string(),
  kind: z.enum(discussionKinds),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  codeSnippet: codeSnippetSchema.nullable(),
  author: authorCardSchema,
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  votes: z.number().int(),
  /** The caller's vote: community and Q&A up or down, feedback up (a toggle); null when none or signed out. */
  myVote: z.enum(voteDirections).nullable(),
  commentCount: z.number().int().nonnegative(),
  /** Q&A: comments by others than the asker (docs/decisions/D13), distinct signed-in viewers, the accepted answer. */
  answers: z.number().int().nonnegative(),
  views: z.number().int().nonnegative(),
  acceptedCommentId: z.string().nullable(),
  /** Feedback only. */
  rating: z.number().int().min(1).max(5).nullable(),
  status: z.enum(feedbackStatuses).nullable(),
  feedbackType: z.enum(feedbackTypes).nullable(),
  /** Feedback's e-mail: staff only, never anyone else (docs/requirements/feedback.md §1). */
  email: z.string().nullable(),
  /** Hidden by an admin: only its author and admins still see it. */
  hidden: z.boolean(),
});
export type DiscussionItem = z.infer<typeof discussionItemSchema>;

export const discussionPageSchema = z.object({ items: z.array(discussionItemSchema), nextCursor: z.string().nullable() });
export type DiscussionPage = z.infer<typeof discussionPageSchema>;

export const commentSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: authorCardSchema,
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Q&A: written by someone other than the asker. */
  isAnswer: z.boolean(),
  hidden: z.boolean(),
});
export type DiscussionComment = z.infer<typeof commentSchema>;
export const commentPageSchema = z.object({ comments: z.array(commentSchema), nextCursor: z.string().nullable() });
export type CommentPage = z.infer<typeof commentPageSchema>;

export const voteResultSchema = z.object({ votes: z.number().int(), myVote: z.enum(voteDirections).nullable() });
export type VoteResult = z.infer<typeof voteResultSchema>;

/** The four stat cards of each page, counted in the writes (never by reading the list). */
export const communityStatsSchema = z.object({
  totalPosts: z.number().int().nonnegative(),
  activeMembers: z.number().int().nonnegative(),
  codeSnippets: z.number().int().nonnegative(),
  tutorials: z.number().int().nonnegative(),
});
export const qnaStatsSchema = z.object({
  totalQuestions: z.number().int().nonnegative(),
  answered: z.number().int().nonnegative(),
  contributors: z.number().int().nonnegative(),
  totalVotes: z.number().int().nonnegative(),
});
export const feedbackStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  underReview: z.number().int().nonnegative(),
  inProgress: z.number().int().nonnegative(),
  implemented: z.number().int().nonnegative(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;
export type QnaStats = z.infer<typeof qnaStatsSchema>;
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;

export const acceptAnswerInputSchema = z.object({ commentId: discussionIdSchema.nullable() });
export const hideInputSchema = z.object({ hidden: z.boolean() });
export const feedbackStatusInputSchema = z.object({ status: z.enum(feedbackStatuses) });

export const reportSchema = z.object({
  id: z.string(),
  kind: z.enum(discussionKinds),
  itemId: z.string(),
  commentId: z.string().nullable(),
  reason: z.string(),
  reporterId: z.string(),
  createdAt: z.string(),
});
export const reportPageSchema = z.object({ reports: z.array(reportSchema), nextCursor: z.string().nullable() });
export const okSchema = z.object({ success: z.literal(true) });

/** docs/requirements/community.md §4: 'Just now' under an hour, 'Nh ago' under a day, else 'Nd ago'. */
export function relativeTime(iso: string, now = Date.now()): string {
  const hours = Math.floor((now - Date.parse(iso)) / 3_600_000);
  if (hours < 1) return 'Just now';
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}
