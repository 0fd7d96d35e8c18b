import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { discussionsApi } from '@contract/api/discussions';
import type { CommunityPostInput, CommunityStats, DiscussionItem, DiscussionPage, VoteDirection, VoteResult } from '@contract/discussions';
import type { ApiClient } from '@web/lib/api-client';
import { communityKeys, type PostListFilter } from './community-keys';

/** The community's routes (contract/api/discussions.ts), one function each. */

/** GET /community/stats: Total Posts, Active Members, Code Snippets, Tutorials Shared. */
export function getCommunityStats(api: ApiClient, signal?: AbortSignal): Promise<CommunityStats> {
  return api.call(discussionsApi.getCommunityStats, { signal });
}

export function communityStatsQueryOptions(api: ApiClient, me: string) {
  return queryOptions({ queryKey: communityKeys.stats(me), queryFn: ({ signal }) => getCommunityStats(api, signal) });
}

/** GET /community/posts?category=&q=&cursor=: 8 posts a page by cursor, of the list or, with `q`, of the best matches (up to 48). */
export function listCommunityPosts(api: ApiClient, { category, q, cursor }: PostListFilter, signal?: AbortSignal): Promise<DiscussionPage> {
  return api.call(discussionsApi.listCommunityPosts, {
    query: { ...(category !== 'all' && { category }), ...(q && { q }), ...(cursor && { cursor }) },
    signal,
  });
}

export function communityPostsQueryOptions(api: ApiClient, me: string, filter: PostListFilter) {
  return queryOptions({
    queryKey: communityKeys.list(me, filter),
    queryFn: ({ signal }) => listCommunityPosts(api, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /community/posts */
export function createCommunityPost(api: ApiClient, body: CommunityPostInput): Promise<DiscussionItem> {
  return api.call(discussionsApi.createCommunityPost, { body });
}

/** PUT /community/posts/{itemId} */
export function editCommunityPost(api: ApiClient, itemId: string, body: CommunityPostInput): Promise<DiscussionItem> {
  return api.call(discussionsApi.editCommunityPost, { params: { itemId }, body });
}

/** DELETE /community/posts/{itemId} */
export async function deleteCommunityPost(api: ApiClient, itemId: string): Promise<void> {
  await api.call(discussionsApi.deleteCommunityPost, { params: { itemId } });
}

/** PUT /community/posts/{itemId}/vote {direction}: the server's count and the caller's vote after it. */
export function voteCommunityPost(api: ApiClient, itemId: string, direction: VoteDirection): Promise<VoteResult> {
  return api.call(discussionsApi.voteCommunityPost, { params: { itemId }, body: { direction } });
}

/** POST /community/posts/{itemId}/reports {reason} */
export async function reportCommunityPost(api: ApiClient, itemId: string, reason: string): Promise<void> {
  await api.call(discussionsApi.reportCommunityPost, { params: { itemId }, body: { reason } });
}
