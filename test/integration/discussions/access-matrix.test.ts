/**
 * Who may call what (docs/decisions/D13): every route of the discussion engine, called by the
 * item's author, another student, a mentor, an admin and someone signed out, each on a fresh item
 * against DynamoDB Local. Admin routes also ask Cognito for the staff member's second factor
 * (docs/decisions/D33, tested against cognito-local in the challenges suite): here Cognito answers
 * "TOTP on" from a mock, the one service not started for this file.
 */
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyHttpRoute } from '@contract/http/route';
import { createProfile } from '../account/harness';
import { startHarness, type Harness } from '../account/harness';
import { api, callRoute, users, type Who } from './discussions-harness';

let harness: Harness;
const cognito = mockClient(CognitoIdentityProviderClient);
beforeAll(async () => {
  harness = await startHarness();
  process.env.USER_POOL_ID = 'local_pool';
  cognito.on(AdminGetUserCommand).resolves({ Username: 'staff', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
  await Promise.all([createProfile('matrix-mentor', 'Mentor'), createProfile('matrix-admin', 'Admin')]);
});
afterAll(async () => {
  cognito.restore();
  await harness?.stop();
});

const callers = ['author', 'other', 'mentor', 'admin', 'signedOut'] as const;
type CallerName = (typeof callers)[number];

interface Fixture {
  author: string;
  other: string;
  communityId: string;
  questionId: string;
  feedbackId: string;
  /** The author's comment on each, and another student's answer to the question. */
  communityCommentId: string;
  questionCommentId: string;
  answerId: string;
  /** A published article by another mentor than the caller `mentor`, with the author's comment. */
  articleId: string;
  articleCommentId: string;
}

type Needs = 'users' | 'community' | 'qna' | 'feedback' | 'blog';

let serial = 0;
/** An author and another student, and (as needed) an item of each kind with the author's comment and the other's answer. */
async function fixture(...needs: Needs[]): Promise<Fixture> {
  const [author, other] = await users(`cell${serial++}`, 2);
  const f: Fixture = {
    author: author!,
    other: other!,
    communityId: '',
    questionId: '',
    feedbackId: '',
    communityCommentId: '',
    questionCommentId: '',
    answerId: '',
    articleId: '',
    articleCommentId: '',
  };
  const as = { userId: f.author };
  const note = async (route: AnyHttpRoute, itemId: string, userId: string) =>
    (await callRoute(route, { userId }, { params: { itemId }, body: { text: 'A comment' } })).body.id as string;
  if (needs.includes('community')) {
    f.communityId = (await callRoute(api.createCommunityPost, as, { body: { category: 'help', title: 'Matrix post', content: 'Body text' } })).body.id;
    f.communityCommentId = await note(api.addCommunityPostComment, f.communityId, f.author);
  }
  if (needs.includes('qna')) {
    f.questionId = (
      await callRoute(api.createQuestion, as, { body: { category: 'tools', title: 'Matrix question', content: 'Which tools help most?' } })
    ).body.id;
    [f.questionCommentId, f.answerId] = await Promise.all([
      note(api.addQuestionComment, f.questionId, f.author),
      note(api.addQuestionComment, f.questionId, f.other),
    ]);
  }
  if (needs.includes('blog')) {
    // A mentor of its own per fixture: one writing every fixture's article would reach the hourly rate.
    const blogger: Who = { userId: `${f.author}-blogger`, role: 'mentor' };
    await createProfile(blogger.userId, 'Blogger');
    f.articleId = (await callRoute(api.createBlogArticle, blogger, { body: article })).body.id;
    f.articleCommentId = (await callRoute(api.addBlogComment, as, { params: { articleId: f.articleId }, body: { text: 'A comment' } })).body.id;
  }
  if (needs.includes('feedback')) {
    const body = { title: 'Matrix', description: 'A feedback long enough', rating: 3, type: 'general', category: 'general' };
    f.feedbackId = (await callRoute(api.createFeedback, as, { body })).body.id;
  }
  return f;
}

const post = { category: 'general', title: 'A post title', content: 'Post content' };
const question = { category: 'career', title: 'A question title', content: 'Question content here' };
const article = { title: 'Matrix article', category: 'tutorial', status: 'published', tags: ['dp'], excerpt: 'An excerpt', content: 'Article body' };
type Call = (f: Fixture) => { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
const all = (status: number, signedOut = 401) => ({ author: status, other: status, mentor: status, admin: status, signedOut });
const authorOnly = (status: number) => ({ author: status, other: 403, mentor: 403, admin: 403, signedOut: 401 });
const authorOrAdmin = (status: number) => ({ author: status, other: 403, mentor: 403, admin: status, signedOut: 401 });
const adminOnly = (status: number) => ({ author: 403, other: 403, mentor: 403, admin: status, signedOut: 401 });
/** Staff write the blog: students (author, other) are refused before the article is read. */
const staffOnly = (status: number) => ({ author: 403, other: 403, mentor: status, admin: status, signedOut: 401 });

/** Every route: how to call it on the fixture, and the status each caller gets. */
const matrix: Record<keyof typeof api, [Needs, Call, Record<CallerName, number>]> = {
  getCommunityStats: ['users', () => ({}), all(200)],
  listCommunityPosts: ['users', () => ({}), all(200)],
  getCommunityPost: ['community', (f) => ({ params: { itemId: f.communityId } }), all(200)],
  createCommunityPost: ['users', () => ({ body: post }), all(201)],
  editCommunityPost: ['community', (f) => ({ params: { itemId: f.communityId }, body: post }), authorOnly(200)],
  deleteCommunityPost: ['community', (f) => ({ params: { itemId: f.communityId } }), authorOrAdmin(200)],
  voteCommunityPost: ['community', (f) => ({ params: { itemId: f.communityId }, body: { direction: 'up' } }), all(200)],
  listCommunityPostComments: ['community', (f) => ({ params: { itemId: f.communityId } }), all(200)],
  addCommunityPostComment: ['community', (f) => ({ params: { itemId: f.communityId }, body: { text: 'Hi' } }), all(201)],
  editCommunityPostComment: [
    'community',
    (f) => ({ params: { itemId: f.communityId, commentId: f.communityCommentId }, body: { text: 'Edited' } }),
    authorOnly(200),
  ],
  deleteCommunityPostComment: ['community', (f) => ({ params: { itemId: f.communityId, commentId: f.communityCommentId } }), authorOrAdmin(200)],
  reportCommunityPost: ['community', (f) => ({ params: { itemId: f.communityId }, body: { reason: 'Off topic' } }), all(201)],
  getQnaStats: ['users', () => ({}), all(200, 200)],
  listQuestions: ['users', () => ({}), all(200, 200)],
  listMyQuestions: ['users', () => ({}), all(200)],
  getQuestion: ['qna', (f) => ({ params: { itemId: f.questionId } }), all(200, 200)],
  createQuestion: ['users', () => ({ body: question }), all(201)],
  editQuestion: ['qna', (f) => ({ params: { itemId: f.questionId }, body: question }), authorOnly(200)],
  deleteQuestion: ['qna', (f) => ({ params: { itemId: f.questionId } }), authorOrAdmin(200)],
  voteQuestion: ['qna', (f) => ({ params: { itemId: f.questionId }, body: { direction: 'down' } }), all(200)],
  listQuestionComments: ['qna', (f) => ({ params: { itemId: f.questionId } }), all(200, 200)],
  addQuestionComment: ['qna', (f) => ({ params: { itemId: f.questionId }, body: { text: 'An answer' } }), all(201)],
  editQuestionComment: ['qna', (f) => ({ params: { itemId: f.questionId, commentId: f.questionCommentId }, body: { text: 'Edited' } }), authorOnly(200)],
  deleteQuestionComment: ['qna', (f) => ({ params: { itemId: f.questionId, commentId: f.questionCommentId } }), authorOrAdmin(200)],
  reportQuestion: ['qna', (f) => ({ params: { itemId: f.questionId }, body: { reason: 'Duplicate' } }), all(201)],
  acceptAnswer: ['qna', (f) => ({ params: { itemId: f.questionId }, body: { commentId: f.answerId } }), authorOnly(200)],
  viewQuestion: ['qna', (f) => ({ params: { itemId: f.questionId } }), all(200)],
  getFeedbackStats: ['users', () => ({}), all(200)],
  listFeedback: ['users', () => ({}), all(200)],
  createFeedback: [
    'users',
    () => ({ body: { title: 'Idea', description: 'Another idea in full', rating: 5, type: 'feature', category: 'feature' } }),
    all(201),
  ],
  voteFeedback: ['feedback', (f) => ({ params: { itemId: f.feedbackId } }), all(200)],
  setFeedbackStatus: ['feedback', (f) => ({ params: { itemId: f.feedbackId }, body: { status: 'in-progress' } }), adminOnly(200)],
  setDiscussionHidden: ['community', (f) => ({ params: { kind: 'community', itemId: f.communityId }, body: { hidden: true } }), adminOnly(200)],
  listDiscussionReports: ['users', () => ({}), adminOnly(200)],
  getBlogStats: ['users', () => ({}), all(200, 200)],
  listBlogArticles: ['users', () => ({}), all(200, 200)],
  getBlogArticle: ['blog', (f) => ({ params: { articleId: f.articleId } }), all(200, 200)],
  listMyBlogArticles: ['users', () => ({}), all(200)],
  getMyBlogArticle: ['blog', (f) => ({ params: { articleId: f.articleId } }), all(200)],
  createBlogArticle: ['users', () => ({ body: article }), staffOnly(201)],
  createBlogCoverUpload: ['users', () => ({ body: { contentType: 'image/png', size: 1_000 } }), staffOnly(201)],
  // The caller `mentor` is not the article's author: only the author (tested in blog.test.ts) and admins change it.
  updateBlogArticle: ['blog', (f) => ({ params: { articleId: f.articleId }, body: article }), adminOnly(200)],
  deleteBlogArticle: ['blog', (f) => ({ params: { articleId: f.articleId } }), adminOnly(200)],
  likeBlogArticle: ['blog', (f) => ({ params: { articleId: f.articleId }, body: { liked: true } }), all(200)],
  viewBlogArticle: ['blog', (f) => ({ params: { articleId: f.articleId } }), all(200)],
  listBlogComments: ['blog', (f) => ({ params: { articleId: f.articleId } }), all(200, 200)],
  addBlogComment: ['blog', (f) => ({ params: { articleId: f.articleId }, body: { text: 'Nice' } }), all(201)],
  editBlogComment: ['blog', (f) => ({ params: { articleId: f.articleId, commentId: f.articleCommentId }, body: { text: 'Edited' } }), authorOnly(200)],
  deleteBlogComment: ['blog', (f) => ({ params: { articleId: f.articleId, commentId: f.articleCommentId } }), authorOrAdmin(200)],
  getBlogFeed: ['users', () => ({}), all(200, 200)],
  getBlogSitemap: ['users', () => ({}), all(200, 200)],
};

function who(name: CallerName, f: Fixture): Who | undefined {
  switch (name) {
    case 'author':
      return { userId: f.author };
    case 'other':
      return { userId: f.other };
    case 'mentor':
      return { userId: 'matrix-mentor', role: 'mentor' };
    case 'admin':
      return { userId: 'matrix-admin', role: 'admin' };
    case 'signedOut':
      return undefined;
  }
}

describe('the discussion routes answer each caller as allowed', () => {
  it('covers every route of the contract', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(api).sort());
  });

  /**
   * The routes after which the item is gone or hidden: each caller gets a fixture of their own. The
   * others share one (what one caller writes there, another's answer does not depend on).
   */
  const ending = new Set([
    'deleteCommunityPost',
    'deleteCommunityPostComment',
    'deleteQuestion',
    'deleteQuestionComment',
    'setDiscussionHidden',
    'deleteBlogArticle',
    'deleteBlogComment',
  ]);
  let shared: Promise<Fixture> | undefined;

  it.each(Object.entries(matrix))('%s', { timeout: 60_000 }, async (name, [needs, call, expected]) => {
    const route = api[name as keyof typeof api];
    shared ??= fixture('community', 'qna', 'feedback', 'blog');
    const statuses = await Promise.all(
      callers.map(async (caller) => {
        const f = ending.has(name) ? await fixture(needs) : await shared!;
        return [caller, (await callRoute(route, who(caller, f), call(f))).status] as const;
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual(expected);
  });
});
