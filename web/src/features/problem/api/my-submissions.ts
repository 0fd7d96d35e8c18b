import { queryOptions } from '@tanstack/react-query';
import { submissionsApi, type SubmissionSummary, type WeeklyProblemQuota } from '@contract/api/submissions';
import type { SubmissionView } from '@contract/judge';
import type { ApiClient } from '@web/lib/api-client';

export const mySubmissionsQueryKey = (problemId: string) => ['problems', problemId, 'my-submissions'] as const;

export interface MySubmissionsOfProblem {
  /** The latest, newest first, without code. */
  readonly submissions: SubmissionSummary[];
  /** All of them, however many are listed. */
  readonly total: number;
  /** The plan's weekly problem quota as it stands for this problem (absent when the server could not tell). */
  readonly quota?: WeeklyProblemQuota;
}

/** GET /problems/{problemId}/submissions: the caller's own. */
export function mySubmissionsQueryOptions(api: ApiClient, problemId: string) {
  return queryOptions({
    queryKey: mySubmissionsQueryKey(problemId),
    queryFn: ({ signal }): Promise<MySubmissionsOfProblem> => api.call(submissionsApi.listMySubmissions, { params: { problemId }, signal }),
  });
}

/** One submission with its code (GET /submissions/{id}): fetched when its row is opened. */
export function submissionQueryOptions(api: ApiClient, submissionId: string) {
  return queryOptions({
    queryKey: ['submissions', submissionId] as const,
    queryFn: ({ signal }): Promise<SubmissionView> => api.call(submissionsApi.getSubmission, { params: { submissionId }, signal }),
  });
}
