import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { blogApi } from '@contract/api/blog';
import type { BlogArticle, BlogArticleInput, BlogLikeResult, BlogPage, BlogStats } from '@contract/blog';
import type { ApiClient } from '@web/lib/api-client';
import { type BlogListFilter, blogKeys } from './blog-keys';

/** The blog's routes (contract/api/blog.ts), one function each. */

/** GET /blog/stats: the four stat cards and Top Authors. */
export function getBlogStats(api: ApiClient, signal?: AbortSignal): Promise<BlogStats> {
  return api.call(blogApi.getBlogStats, { signal });
}

export function blogStatsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: blogKeys.stats(), queryFn: ({ signal }) => getBlogStats(api, signal) });
}

/**
 * GET /blog/articles?author=&status=&q=&page=: 8 a page, with the number of pages. A signed-in
 * reader (`me`) reads /me/blog/articles: the public route never knows who asks, so only that one
 * answers their likes and, for staff, their drafts.
 */
export function listBlogArticles(api: ApiClient, me: string, { author, status, q, page }: BlogListFilter, signal?: AbortSignal): Promise<BlogPage> {
  return api.call(me ? blogApi.listMyBlogArticles : blogApi.listBlogArticles, {
    query: { ...(author !== 'all' && { author }), ...(status !== 'published' && { status }), ...(q && { q }), page },
    signal,
  });
}

export function blogListQueryOptions(api: ApiClient, me: string, filter: BlogListFilter) {
  return queryOptions({
    queryKey: blogKeys.list(me, filter),
    queryFn: ({ signal }) => listBlogArticles(api, me, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /blog/articles/{articleId}: the article whole (for a signed-in reader `me`, /me/blog/articles/{articleId}: their like, their draft). */
export function getBlogArticle(api: ApiClient, me: string, articleId: string, signal?: AbortSignal): Promise<BlogArticle> {
  return api.call(me ? blogApi.getMyBlogArticle : blogApi.getBlogArticle, { params: { articleId }, signal });
}

export function blogArticleQueryOptions(api: ApiClient, me: string, articleId: string) {
  return queryOptions({ queryKey: blogKeys.article(me, articleId), queryFn: ({ signal }) => getBlogArticle(api, me, articleId, signal) });
}

/** POST /blog/articles (staff). */
export function createBlogArticle(api: ApiClient, body: BlogArticleInput): Promise<BlogArticle> {
  return api.call(blogApi.createBlogArticle, { body });
}

/** PUT /blog/articles/{articleId} (its author or an admin). */
export function updateBlogArticle(api: ApiClient, articleId: string, body: BlogArticleInput): Promise<BlogArticle> {
  return api.call(blogApi.updateBlogArticle, { params: { articleId }, body });
}

/** DELETE /blog/articles/{articleId} (its author or an admin). */
export async function deleteBlogArticle(api: ApiClient, articleId: string): Promise<void> {
  await api.call(blogApi.deleteBlogArticle, { params: { articleId } });
}

/** PUT /blog/articles/{articleId}/like {liked}: set, not toggled, so a retry cannot undo it. */
export function likeBlogArticle(api: ApiClient, articleId: string, liked: boolean): Promise<BlogLikeResult> {
  return api.call(blogApi.likeBlogArticle, { params: { articleId }, body: { liked } });
}

/** POST /blog/articles/{articleId}/views: counted once per signed-in reader by the server. */
export async function viewBlogArticle(api: ApiClient, articleId: string): Promise<void> {
  await api.call(blogApi.viewBlogArticle, { params: { articleId } });
}

/** POST /blog/cover-uploads {contentType, size} (staff): a 5-minute presigned PUT for a cover, and the key to save it under. */
export function createBlogCoverUpload(api: ApiClient, file: Pick<File, 'type' | 'size'>) {
  // The server answers an unsupported type with the spec's message; the browser sends what the file says.
  return api.call(blogApi.createBlogCoverUpload, { body: { contentType: file.type as 'image/png', size: file.size } });
}
