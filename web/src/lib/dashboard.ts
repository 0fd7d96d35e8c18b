import { queryOptions } from '@tanstack/react-query';
import { type Dashboard, progressApi } from '@contract/api/progress';
import type { ApiClient } from '@web/lib/api-client';

/*
 * The signed-in user's progress figures, which two screens show: the dashboard (features/progress)
 * and the /practice hub (features/practice). Here, below both, so they read one query and one cache.
 */

/** Keyed by user: another sign-in on this browser never sees the previous user's figures. */
export const dashboardQueryKey = (userId: string) => ['dashboard', userId] as const;

/** GET /me/dashboard: every figure of the dashboard and the hub. */
export function dashboardQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: dashboardQueryKey(userId),
    queryFn: ({ signal }): Promise<Dashboard> => api.call(progressApi.getDashboard, { signal }),
  });
}

/** Solved over total, as a whole percent (0 for an empty catalogue). */
export function completion(solved: number, total: number): number {
  return total === 0 ? 0 : Math.round((solved / total) * 100);
}
