import { queryOptions } from '@tanstack/react-query';
import { type ProblemDetail, problemsApi } from '@contract/api/problems';
import type { ApiClient } from '@web/lib/api-client';

export const problemQueryKey = (problemId: string) => ['problems', problemId] as const;

/**
 * GET /problems/{problemId}: the statement, samples, limits, starter code and credits. A problem
 * changes only on a catalogue import: kept 10 minutes, as the requirements cache the problem page (docs/requirements/practice.md §9).
 */
export function problemQueryOptions(api: ApiClient, problemId: string) {
  return queryOptions({
    queryKey: problemQueryKey(problemId),
    queryFn: ({ signal }): Promise<ProblemDetail> => api.call(problemsApi.getProblem, { params: { problemId }, signal }),
    staleTime: 10 * 60_000,
  });
}
