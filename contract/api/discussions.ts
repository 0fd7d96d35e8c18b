import { z } from 'zod';
import {
  acceptAnswerInputSchema,
  commentInputSchema,
  commentPageSchema,
  commentSchema,
  commentsQuerySchema,
  communityPostInputSchema,
  communityStatsSchema,
  discussionIdSchema,
  discussionItemSchema,
  discussionKinds,
  discussionPageSchema,
  feedbackInputSchema,
  feedbackStatsSchema,
  feedbackStatusInputSchema,
  hideInputSchema,
  listQuerySchema,
  okSchema,
  qnaStatsSchema,
  questionInputSchema,
  reportInputSchema,
  reportPageSchema,
  voteInputSchema,
  voteResultSchema,
} from '../discussions';
import { cursorSchema } from '../friends';
import { blogApi } from './blog';
import { defineRoute, type RouteAccess } from '../http/route';

const item = z.object({ itemId: discussionIdSchema });
const comment = z.object({ itemId: discussionIdSchema, commentId: discussionIdSchema });
const read = ['table:read', 'uploads:read'] as const;
const write = ['table:read', 'table:write', 'uploads:read'] as const;

/**
 * The routes every kind with comments shares (community posts, Q&A questions): list and search,
 * create, edit, delete, vote, comments and reports, under `base` (`/community/posts`). Reading is
 * `readAccess` (the community is behind sign-in, Q&A is public); every write needs a user, and the
 * handlers check that the caller may touch the item (its author, or an admin).
 */
function threadRoutes<B extends z.ZodType, S extends z.ZodType>(
  noun: string,
  base: string,
  statsPath: string,
  readAccess: RouteAccess,
  createBody: B,
  stats: S,
) {
  const feature = 'discussions';
  return {
    stats: defineRoute({ id: `Get${noun}Stats`, feature, method: 'GET', path: statsPath, access: readAccess, grants: read, response: stats }),
    list: defineRoute({
      id: `List${noun}s`,
      feature,
      method: 'GET',
      path: base,
      access: readAccess,
      grants: read,
      query: listQuerySchema,
      response: discussionPageSchema,
    }),
    get: defineRoute({
      id: `Get${noun}`,
      feature,
      method: 'GET',
      path: `${base}/{itemId}`,
      access: readAccess,
      grants: read,
      params: item,
      response: discussionItemSchema,
    }),
    create: defineRoute({
      id: `Create${noun}`,
      feature,
      method: 'POST',
      path: base,
      access: 'user',
      grants: write,
      body: createBody,
      response: discussionItemSchema,
      status: 201,
    }),
    edit: defineRoute({
      id: `Edit${noun}`,
      feature,
      method: 'PUT',
      path: `${base}/{itemId}`,
      access: 'user',
      grants: write,
      params: item,
      body: createBody,
      response: discussionItemSchema,
    }),
    remove: defineRoute({
      id: `Delete${noun}`,
      feature,
      method: 'DELETE',
      path: `${base}/{itemId}`,
      access: 'user',
      grants: write,
      params: item,
      response: okSchema,
    }),
    vote: defineRoute({
      id: `Vote${noun}`,
      feature,
      method: 'PUT',
      path: `${base}/{itemId}/vote`,
      access: 'user',
      grants: write,
      params: item,
      body: voteInputSchema,
      response: voteResultSchema,
    }),
    listComments: defineRoute({
      id: `List${noun}Comments`,
      feature,
      method: 'GET',
      path: `${base}/{itemId}/comments`,
      access: readAccess,
      grants: read,
      params: item,
      query: commentsQuerySchema,
      response: commentPageSchema,
    }),
    addComment: defineRoute({
      id: `Add${noun}Comment`,
      feature,
      method: 'POST',
      path: `${base}/{itemId}/comments`,
      access: 'user',
      grants: write,
      params: item,
      body: commentInputSchema,
      response: commentSchema,
      status: 201,
    }),
    editComment: defineRoute({
      id: `Edit${noun}Comment`,
      feature,
      method: 'PUT',
      path: `${base}/{itemId}/comments/{commentId}`,
      access: 'user',
      grants: write,
      params: comment,
      body: commentInputSchema,
      response: commentSchema,
    }),
    deleteComment: defineRoute({
      id: `Delete${noun}Comment`,
      feature,
      method: 'DELETE',
      path: `${base}/{itemId}/comments/{commentId}`,
      access: 'user',
      grants: write,
      params: comment,
      response: okSchema,
    }),
    report: defineRoute({
      id: `Report${noun}`,
      feature,
      method: 'POST',
      path: `${base}/{itemId}/reports`,
      access: 'user',
      grants: write,
      params: item,
      body: reportInputSchema.extend({ commentId: discussionIdSchema.nullable().optional() }),
      response: okSchema,
      status: 201,
    }),
  } as const;
}

const communityRoutes = threadRoutes('CommunityPost', '/community/posts', '/community/stats', 'user', communityPostInputSchema, communityStatsSchema);
const qnaRoutes = threadRoutes('Question', '/qna/questions', '/qna/stats', 'public', questionInputSchema, qnaStatsSchema);

/**
 * The discussion engine (lambdas/discussions, docs/decisions/D13): the community
 * (docs/requirements/community.md), Q&A (qna.md), feedback (feedback.md), the blog (./blog.ts) and
 * their moderation.
 */
export const discussionsApi = {
  ...blogApi,
  getCommunityStats: communityRoutes.stats,
  listCommunityPosts: communityRoutes.list,
  getCommunityPost: communityRoutes.get,
  createCommunityPost: communityRoutes.create,
  editCommunityPost: communityRoutes.edit,
  deleteCommunityPost: communityRoutes.remove,
  voteCommunityPost: communityRoutes.vote,
  listCommunityPostComments: communityRoutes.listComments,
  addCommunityPostComment: communityRoutes.addComment,
  editCommunityPostComment: communityRoutes.editComment,
  deleteCommunityPostComment: communityRoutes.deleteComment,
  reportCommunityPost: communityRoutes.report,
  getQnaStats: qnaRoutes.stats,
  listQuestions: qnaRoutes.list,
  getQuestion: qnaRoutes.get,
  createQuestion: qnaRoutes.create,
  editQuestion: qnaRoutes.edit,
  deleteQuestion: qnaRoutes.remove,
  voteQuestion: qnaRoutes.vote,
  listQuestionComments: qnaRoutes.listComments,
  addQuestionComment: qnaRoutes.addComment,
  editQuestionComment: qnaRoutes.editComment,
  deleteQuestionComment: qnaRoutes.deleteComment,
  reportQuestion: qnaRoutes.report,
  /**
   * The questions as a signed-in reader sees them: with their own votes, and their own hidden
   * questions. The public list never knows who asks (API Gateway runs no authorizer on it).
   */
  listMyQuestions: defineRoute({
    id: 'ListMyQuestions',
    feature: 'discussions',
    method: 'GET',
    path: '/me/qna/questions',
    access: 'user',
    grants: read,
    query: listQuerySchema,
    response: discussionPageSchema,
  }),
  /** The asker accepts one answer (null takes it back). */
  acceptAnswer: defineRoute({
    id: 'AcceptAnswer',
    feature: 'discussions',
    method: 'PUT',
    path: '/qna/questions/{itemId}/accepted-answer',
    access: 'user',
    grants: write,
    params: item,
    body: acceptAnswerInputSchema,
    response: discussionItemSchema,
  }),
  /** A signed-in reader opened the question: counted once per reader. */
  viewQuestion: defineRoute({
    id: 'ViewQuestion',
    feature: 'discussions',
    method: 'POST',
    path: '/qna/questions/{itemId}/views',
    access: 'user',
    grants: write,
    params: item,
    response: z.object({ views: z.number().int().nonnegative() }),
  }),
  getFeedbackStats: defineRoute({
    id: 'GetFeedbackStats',
    feature: 'discussions',
    method: 'GET',
    path: '/feedback/stats',
    access: 'user',
    grants: read,
    response: feedbackStatsSchema,
  }),
  listFeedback: defineRoute({
    id: 'ListFeedback',
    feature: 'discussions',
    method: 'GET',
    path: '/feedback',
    access: 'user',
    grants: read,
    query: z.object({ cursor: cursorSchema.optional() }),
    response: discussionPageSchema,
  }),
  createFeedback: defineRoute({
    id: 'CreateFeedback',
    feature: 'discussions',
    method: 'POST',
    path: '/feedback',
    access: 'user',
    grants: write,
    body: feedbackInputSchema,
    response: discussionItemSchema,
    status: 201,
  }),
  /** Toggles the caller's vote on a feedback (docs/requirements/feedback.md §3). */
  voteFeedback: defineRoute({
    id: 'VoteFeedback',
    feature: 'discussions',
    method: 'PUT',
    path: '/feedback/{itemId}/vote',
    access: 'user',
    grants: write,
    params: item,
    response: voteResultSchema,
  }),
  /** Admins triage feedback: Under Review → In Progress → Implemented. */
  setFeedbackStatus: defineRoute({
    id: 'SetFeedbackStatus',
    feature: 'discussions',
    method: 'PUT',
    path: '/feedback/{itemId}/status',
    access: 'admin',
    grants: write,
    params: item,
    body: feedbackStatusInputSchema,
    response: discussionItemSchema,
  }),
  /** Admins hide an item of any kind from every list (and show it again). */
  setDiscussionHidden: defineRoute({
    id: 'SetDiscussionHidden',
    feature: 'discussions',
    method: 'PUT',
    path: '/discussions/{kind}/{itemId}/hidden',
    access: 'admin',
    grants: write,
    params: z.object({ kind: z.enum(discussionKinds), itemId: discussionIdSchema }),
    body: hideInputSchema,
    response: discussionItemSchema,
  }),
  /** The reports queue, oldest first (the admin dashboard's reports tab). */
  listDiscussionReports: defineRoute({
    id: 'ListDiscussionReports',
    feature: 'discussions',
    method: 'GET',
    path: '/discussion-reports',
    access: 'admin',
    grants: read,
    query: z.object({ cursor: cursorSchema.optional() }),
    response: reportPageSchema,
  }),
} as const;
