import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { discussionsApi } from '@contract/api/discussions';
import type { DiscussionItem, DiscussionPage, QnaStats, QuestionInput, VoteDirection, VoteResult } from '@contract/discussions';
import type { ApiClient } from '@web/lib/api-client';
import { qnaKeys, type QuestionFilter } from './qna-keys';

/**
 * The Q&A routes of contract/api/discussions.ts (docs/requirements/qna.md): the list (10 a page by
 * cursor, public, with the caller's own vote when signed in), the stats, and the asker's writes.
 */

/**
 * GET /qna/questions?category&q&cursor, or for a signed-in reader (`viewer`) GET /me/qna/questions:
 * the public route never knows who asks, so only that one answers the reader's own votes.
 */
export function listQuestions(
  api: ApiClient,
  viewer: string,
  filter: QuestionFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<DiscussionPage> {
  const query = {
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.q ? { q: filter.q } : {}),
    ...(cursor ? { cursor } : {}),
  };
  return api.call(viewer ? discussionsApi.listMyQuestions : discussionsApi.listQuestions, { query, signal });
}

/** The server's pages of 10, loaded one after another as the client pages reach them. */
export function questionListQueryOptions(api: ApiClient, viewer: string, filter: QuestionFilter, enabled = true) {
  return infiniteQueryOptions({
    queryKey: qnaKeys.list(viewer, filter),
    // Read once the session is known: each question carries the reader's own vote.
    enabled,
    queryFn: ({ pageParam, signal }) => listQuestions(api, viewer, filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /qna/stats */
export function getQnaStats(api: ApiClient, signal?: AbortSignal): Promise<QnaStats> {
  return api.call(discussionsApi.getQnaStats, { signal });
}

export function qnaStatsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: qnaKeys.stats(), queryFn: ({ signal }) => getQnaStats(api, signal) });
}

/** POST /qna/questions */
export function createQuestion(api: ApiClient, input: QuestionInput): Promise<DiscussionItem> {
  return api.call(discussionsApi.createQuestion, { body: input });
}

/** PUT /qna/questions/{itemId} */
export function editQuestion(api: ApiClient, itemId: string, input: QuestionInput): Promise<DiscussionItem> {
  return api.call(discussionsApi.editQuestion, { params: { itemId }, body: input });
}

/** DELETE /qna/questions/{itemId}: the question with its comments and votes. */
export async function deleteQuestion(api: ApiClient, itemId: string): Promise<void> {
  await api.call(discussionsApi.deleteQuestion, { params: { itemId } });
}

/** PUT /qna/questions/{itemId}/vote: the same direction again takes the vote back. */
export function voteQuestion(api: ApiClient, itemId: string, direction: VoteDirection): Promise<VoteResult> {
  return api.call(discussionsApi.voteQuestion, { params: { itemId }, body: { direction } });
}

/** PUT /qna/questions/{itemId}/accepted-answer: the asker accepts one answer, or none (null). */
export function acceptAnswer(api: ApiClient, itemId: string, commentId: string | null): Promise<DiscussionItem> {
  return api.call(discussionsApi.acceptAnswer, { params: { itemId }, body: { commentId } });
}

/** POST /qna/questions/{itemId}/views: a signed-in reader opened the question (counted once per reader). */
export function viewQuestion(api: ApiClient, itemId: string): Promise<{ views: number }> {
  return api.call(discussionsApi.viewQuestion, { params: { itemId } });
}

/** POST /qna/questions/{itemId}/reports {reason}: the question goes to the admins' queue. */
export async function reportQuestion(api: ApiClient, itemId: string, reason: string): Promise<void> {
  await api.call(discussionsApi.reportQuestion, { params: { itemId }, body: { reason } });
}
