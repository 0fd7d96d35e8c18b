import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ProblemList, type ProblemsOverview, problemsApi } from '@contract/api/problems';
import type { ApiClient } from '@web/lib/api-client';
import type { ProblemListRequest } from '../lib/list-filters';

/** Keyed by user: another sign-in never sees the previous user's Solved marks from the cache. */
export const problemListQueryKey = (userId: string, request: ProblemListRequest) => ['problem-list', userId, request] as const;

/**
 * GET /problems: one page of the filtered catalogue with the caller's Solved marks. The page shown
 * stays while the next one loads (no flash of an empty list when paging or typing).
 */
export function problemListQueryOptions(api: ApiClient, userId: string, request: ProblemListRequest) {
  return queryOptions({
    queryKey: problemListQueryKey(userId, request),
    queryFn: ({ signal }): Promise<ProblemList> => {
      const { tags, ...rest } = request;
      return api.call(problemsApi.listProblems, { query: { ...rest, ...(tags?.length && { tags: tags.join(',') }) }, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /problems-overview: the tiles and the topic carousel, whatever the filters (one request per visit). */
export function problemsOverviewQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: ['problems-overview', userId] as const,
    queryFn: ({ signal }): Promise<ProblemsOverview> => api.call(problemsApi.problemsOverview, { signal }),
    staleTime: 60_000,
  });
}
