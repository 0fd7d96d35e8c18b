import { queryOptions } from '@tanstack/react-query';
import { type FamousProblems, problemsApi } from '@contract/api/problems';
import type { ApiClient } from '@web/lib/api-client';

/**
 * GET /famous-problems (public): the About page reads the catalogue's size from it. The same key as
 * the home page's query, so whichever page comes first fills the cache for the other.
 */
export function catalogueSizeQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['famous-problems'],
    queryFn: ({ signal }): Promise<FamousProblems> => api.call(problemsApi.famousProblems, { signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.totalProblems,
  });
}
