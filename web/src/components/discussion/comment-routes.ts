import type { z } from 'zod';
import { blogApi } from '@contract/api/blog';
import { discussionsApi } from '@contract/api/discussions';
import type { commentInputSchema, commentPageSchema, commentSchema, commentsQuerySchema, okSchema } from '@contract/discussions';
import { type HttpRouteDefinition, pathParameterNames } from '@contract/http/route';

/** A comment route whatever its path calls the item's id (`{itemId}`, the blog's `{articleId}`). */
type CommentRoute<Q extends z.ZodType<Record<string, unknown>>, B extends z.ZodType, R extends z.ZodType> = HttpRouteDefinition<
  z.ZodType<Record<string, unknown>>,
  Q,
  B,
  R
>;
type NoQuery = z.ZodType<Record<string, unknown>>;

/**
 * The four comment routes a thread calls (contract/api/discussions.ts, contract/api/blog.ts): each
 * kind with comments has its own set under its own path, with the same shapes.
 */
export interface CommentRoutes {
  /** GET …/{itemId}/comments?limit=&cursor= (newest first). */
  readonly list: CommentRoute<typeof commentsQuerySchema, z.ZodType, typeof commentPageSchema>;
  /** POST …/{itemId}/comments {text} */
  readonly add: CommentRoute<NoQuery, typeof commentInputSchema, typeof commentSchema>;
  /** PUT …/{itemId}/comments/{commentId} {text} */
  readonly edit: CommentRoute<NoQuery, typeof commentInputSchema, typeof commentSchema>;
  /** DELETE …/{itemId}/comments/{commentId} */
  readonly remove: CommentRoute<NoQuery, z.ZodType, typeof okSchema>;
}

export const communityCommentRoutes: CommentRoutes = {
  list: discussionsApi.listCommunityPostComments,
  add: discussionsApi.addCommunityPostComment,
  edit: discussionsApi.editCommunityPostComment,
  remove: discussionsApi.deleteCommunityPostComment,
};

export const questionCommentRoutes: CommentRoutes = {
  list: discussionsApi.listQuestionComments,
  add: discussionsApi.addQuestionComment,
  edit: discussionsApi.editQuestionComment,
  remove: discussionsApi.deleteQuestionComment,
};

export const blogCommentRoutes: CommentRoutes = {
  list: blogApi.listBlogComments,
  add: blogApi.addBlogComment,
  edit: blogApi.editBlogComment,
  remove: blogApi.deleteBlogComment,
};

/**
 * A comment route's path parameters: the item's id under the name its path gives it (the first
 * parameter), and the comment's id when the route takes one.
 */
export function commentParams(route: CommentRoutes[keyof CommentRoutes], itemId: string, commentId?: string): Record<string, string> {
  const [itemParam = 'itemId'] = pathParameterNames(route.path);
  return commentId === undefined ? { [itemParam]: itemId } : { [itemParam]: itemId, commentId };
}

/** The cache key of one item's comments (every page of them): `['discussions', <list path>, itemId, 'comments']`. */
export const commentsQueryKey = (routes: CommentRoutes, itemId: string) => ['discussions', routes.list.path, itemId, 'comments'] as const;
