import { discussionsApi } from '@contract/api/discussions';

/**
 * The four comment routes a thread calls (contract/api/discussions.ts): each kind with comments has
 * its own set under its own path, with the same shapes.
 */
export interface CommentRoutes {
  /** GET …/{itemId}/comments?limit=&cursor= (newest first). */
  readonly list: typeof discussionsApi.listCommunityPostComments;
  /** POST …/{itemId}/comments {text} */
  readonly add: typeof discussionsApi.addCommunityPostComment;
  /** PUT …/{itemId}/comments/{commentId} {text} */
  readonly edit: typeof discussionsApi.editCommunityPostComment;
  /** DELETE …/{itemId}/comments/{commentId} */
  readonly remove: typeof discussionsApi.deleteCommunityPostComment;
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

/** The cache key of one item's comments (every page of them): `['discussions', <list path>, itemId, 'comments']`. */
export const commentsQueryKey = (routes: CommentRoutes, itemId: string) => ['discussions', routes.list.path, itemId, 'comments'] as const;
