import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ProblemList, problemsApi } from '@contract/api/problems';
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
