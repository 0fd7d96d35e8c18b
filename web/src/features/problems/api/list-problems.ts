import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ProblemList, type ProblemsOverview, problemsApi } from '@contract/api/problems';
import type { ApiClient } from '@web/lib/api-client';
import { listQueryOf, type ProblemListRequest } from '../lib/list-filters';

/** Keyed by user: another sign-in never sees the previous user's Solved marks from the cache. */
export const problemListQueryKey = (userId: string, query: ReturnType<typeof listQueryOf>) => ['problem-list', userId, query] as const;

/**
 * GET /problems: one page of the filtered catalogue with the caller's Solved marks. The page shown
 * stays while the next one loads (no flash of an empty list when paging or typing). `topics`: the
 * overview's groups, so that a group picked whole is sent as the group (listQueryOf).
 */
export function problemListQueryOptions(api: ApiClient, userId: string, request: ProblemListRequest, topics?: ProblemsOverview['topics']) {
  const query = listQueryOf(request, topics);
  return queryOptions({
    queryKey: problemListQueryKey(userId, query),
    queryFn: ({ signal }): Promise<ProblemList> => api.call(problemsApi.listProblems, { query, signal }),
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
