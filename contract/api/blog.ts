import { z } from 'zod';
import {
  blogArticleInputSchema,
  blogArticleSchema,
  blogCoverUploadRequestSchema,
  blogCoverUploadResponseSchema,
  blogLikeInputSchema,
  blogLikeResultSchema,
  blogListQuerySchema,
  blogPageSchema,
  blogStatsSchema,
} from '../blog';
import { commentInputSchema, commentPageSchema, commentSchema, commentsQuerySchema, discussionIdSchema, okSchema } from '../discussions';
import { defineRoute } from '../http/route';

const article = z.object({ articleId: discussionIdSchema });
const comment = z.object({ articleId: discussionIdSchema, commentId: discussionIdSchema });
const read = ['table:read', 'uploads:read'] as const;
const write = ['table:read', 'table:write', 'uploads:read'] as const;
const feature = 'discussions';

/**
 * The blog (docs/requirements/blog.md, docs/decisions/D14), served by the discussion engine's Lambda:
 * reading is public (and under /me for a signed-in reader's likes and drafts); admins and mentors write (`staff`, each handler then checks the caller is the
 * article's author or an admin); signed-in readers like, comment and count as views.
 */
export const blogApi = {
  getBlogStats: defineRoute({ id: 'GetBlogStats', feature, method: 'GET', path: '/blog/stats', access: 'public', grants: read, response: blogStatsSchema }),
  listBlogArticles: defineRoute({
    id: 'ListBlogArticles',
    feature,
    method: 'GET',
    path: '/blog/articles',
    access: 'public',
    grants: read,
    query: blogListQuerySchema,
    response: blogPageSchema,
  }),
  getBlogArticle: defineRoute({
    id: 'GetBlogArticle',
    feature,
    method: 'GET',
    path: '/blog/articles/{articleId}',
    access: 'public',
    grants: read,
    params: article,
    response: blogArticleSchema,
  }),
  /**
   * The list and an article as a signed-in reader sees them: with their own likes, and for staff
   * their drafts. Public routes carry no caller (API Gateway runs no authorizer on them).
   */
  listMyBlogArticles: defineRoute({
    id: 'ListMyBlogArticles',
    feature,
    method: 'GET',
    path: '/me/blog/articles',
    access: 'user',
    grants: read,
    query: blogListQuerySchema,
    response: blogPageSchema,
  }),
  getMyBlogArticle: defineRoute({
    id: 'GetMyBlogArticle',
    feature,
    method: 'GET',
    path: '/me/blog/articles/{articleId}',
    access: 'user',
    grants: read,
    params: article,
    response: blogArticleSchema,
  }),
  createBlogArticle: defineRoute({
    id: 'CreateBlogArticle',
    feature,
    method: 'POST',
    path: '/blog/articles',
    access: 'staff',
    grants: write,
    body: blogArticleInputSchema,
    response: blogArticleSchema,
    status: 201,
  }),
  updateBlogArticle: defineRoute({
    id: 'UpdateBlogArticle',
    feature,
    method: 'PUT',
    path: '/blog/articles/{articleId}',
    access: 'staff',
    grants: write,
    params: article,
    body: blogArticleInputSchema,
    response: blogArticleSchema,
  }),
  deleteBlogArticle: defineRoute({
    id: 'DeleteBlogArticle',
    feature,
    method: 'DELETE',
    path: '/blog/articles/{articleId}',
    access: 'staff',
    grants: write,
    params: article,
    response: okSchema,
  }),
  /** A 5-minute presigned PUT for a cover under the caller's own prefix; the save that names it checks what was uploaded. */
  createBlogCoverUpload: defineRoute({
    id: 'CreateBlogCoverUpload',
    feature,
    method: 'POST',
    path: '/blog/cover-uploads',
    access: 'staff',
    grants: ['uploads:write-blog-covers'],
    body: blogCoverUploadRequestSchema,
    response: blogCoverUploadResponseSchema,
    status: 201,
  }),
  likeBlogArticle: defineRoute({
    id: 'LikeBlogArticle',
    feature,
    method: 'PUT',
    path: '/blog/articles/{articleId}/like',
    access: 'user',
    grants: write,
    params: article,
    body: blogLikeInputSchema,
    response: blogLikeResultSchema,
  }),
  viewBlogArticle: defineRoute({
    id: 'ViewBlogArticle',
    feature,
    method: 'POST',
    path: '/blog/articles/{articleId}/views',
    access: 'user',
    grants: write,
    params: article,
    response: z.object({ views: z.number().int().nonnegative() }),
  }),
  listBlogComments: defineRoute({
    id: 'ListBlogComments',
    feature,
    method: 'GET',
    path: '/blog/articles/{articleId}/comments',
    access: 'public',
    grants: read,
    params: article,
    query: commentsQuerySchema,
    response: commentPageSchema,
  }),
  addBlogComment: defineRoute({
    id: 'AddBlogComment',
    feature,
    method: 'POST',
    path: '/blog/articles/{articleId}/comments',
    access: 'user',
    grants: write,
    params: article,
    body: commentInputSchema,
    response: commentSchema,
    status: 201,
  }),
  editBlogComment: defineRoute({
    id: 'EditBlogComment',
    feature,
    method: 'PUT',
    path: '/blog/articles/{articleId}/comments/{commentId}',
    access: 'user',
    grants: write,
    params: comment,
    body: commentInputSchema,
    response: commentSchema,
  }),
  deleteBlogComment: defineRoute({
    id: 'DeleteBlogComment',
    feature,
    method: 'DELETE',
    path: '/blog/articles/{articleId}/comments/{commentId}',
    access: 'user',
    grants: write,
    params: comment,
    response: okSchema,
  }),
  /** RSS 2.0 (application/rss+xml): the 20 latest published articles. */
  getBlogFeed: defineRoute({ id: 'GetBlogFeed', feature, method: 'GET', path: '/blog/rss.xml', access: 'public', grants: read, response: z.string() }),
  /** The sitemap (application/xml) of the published articles. */
  getBlogSitemap: defineRoute({
    id: 'GetBlogSitemap',
    feature,
    method: 'GET',
    path: '/blog/sitemap.xml',
    access: 'public',
    grants: read,
    response: z.string(),
  }),
} as const;
