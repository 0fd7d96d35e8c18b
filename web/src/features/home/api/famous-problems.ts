import { queryOptions } from '@tanstack/react-query';
import { type FamousProblems, problemsApi } from '@contract/api/problems';
import type { ApiClient } from '@web/lib/api-client';

/** GET /famous-problems (public); the counts are five minutes old at most on the server too (docs/requirements/shell.md §10). */
export function famousProblemsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['famous-problems'],
    queryFn: ({ signal }): Promise<FamousProblems> => api.call(problemsApi.famousProblems, { signal }),
    staleTime: 5 * 60_000,
  });
}
