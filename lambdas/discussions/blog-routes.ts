/** The blog's routes (contract/api/blog.ts): thin, each hands the validated input and the caller to the domain. */
import { blogApi as api } from '@contract/api/blog';
import { documentRoute, httpRoute } from '../shared/http-handler';
import { siteOrigin } from '../shared/site-origin';
import { createArticle, deleteArticle, getArticle, likeArticle, listArticles, updateArticle, viewArticle } from './blog-articles';
import { createCoverUpload } from './blog-covers';
import { blogFeed, blogSitemap, blogStats } from './blog-feed';
import { changeComment, createComment, listComments, removeComment } from './comments';

export const blogRoutes = {
  getBlogStats: httpRoute(api.getBlogStats, () => blogStats()),
  listBlogArticles: httpRoute(api.listBlogArticles, (query, { maybeCaller }) => listArticles(maybeCaller, query)),
  getBlogArticle: httpRoute(api.getBlogArticle, ({ articleId }, { maybeCaller }) => getArticle(maybeCaller, articleId)),
  listMyBlogArticles: httpRoute(api.listMyBlogArticles, (query, { caller }) => listArticles(caller, query)),
  getMyBlogArticle: httpRoute(api.getMyBlogArticle, ({ articleId }, { caller }) => getArticle(caller, articleId)),
  createBlogArticle: httpRoute(api.createBlogArticle, ({ ...input }, { caller }) => createArticle(caller, input)),
  updateBlogArticle: httpRoute(api.updateBlogArticle, ({ articleId, ...input }, { caller }) => updateArticle(caller, articleId, input)),
  deleteBlogArticle: httpRoute(api.deleteBlogArticle, ({ articleId }, { caller }) => deleteArticle(caller, articleId)),
  createBlogCoverUpload: httpRoute(api.createBlogCoverUpload, (request, { caller }) => createCoverUpload(caller, request)),
  likeBlogArticle: httpRoute(api.likeBlogArticle, ({ articleId, liked }, { caller }) => likeArticle(caller, articleId, liked)),
  viewBlogArticle: httpRoute(api.viewBlogArticle, ({ articleId }, { caller }) => viewArticle(caller, articleId)),
  listBlogComments: httpRoute(api.listBlogComments, ({ articleId, limit, cursor }, { maybeCaller }) =>
    listComments('blog', maybeCaller, articleId, limit, cursor),
  ),
  addBlogComment: httpRoute(api.addBlogComment, ({ articleId, text }, { caller }) => createComment('blog', caller, articleId, text)),
  editBlogComment: httpRoute(api.editBlogComment, ({ articleId, commentId, text }, { caller }) => changeComment('blog', caller, articleId, commentId, text)),
  deleteBlogComment: httpRoute(api.deleteBlogComment, ({ articleId, commentId }, { caller }) => removeComment('blog', caller, articleId, commentId)),
  getBlogFeed: documentRoute(api.getBlogFeed, 'application/rss+xml; charset=utf-8', (_, { event }) => blogFeed(siteOrigin(event))),
  getBlogSitemap: documentRoute(api.getBlogSitemap, 'application/xml; charset=utf-8', (_, { event }) => blogSitemap(siteOrigin(event))),
};
