import { queryOptions } from '@tanstack/react-query';
import { type Dashboard, progressApi } from '@contract/api/progress';
import { sessionsApi, type StreakView } from '@contract/api/sessions';
import type { ApiClient } from '@web/lib/api-client';

/** Keyed by user: another sign-in on this browser never sees the previous user's figures. */
export const dashboardQueryKey = (userId: string) => ['dashboard', userId] as const;
export const streakQueryKey = (userId: string) => ['streak', userId] as const;

/** GET /me/dashboard: every figure of the dashboard and the hub. */
export function dashboardQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: dashboardQueryKey(userId),
    queryFn: ({ signal }): Promise<Dashboard> => api.call(progressApi.getDashboard, { signal }),
  });
}

/** GET /me/streak: the streak and this month's calendar, counting nothing. */
export function streakQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: streakQueryKey(userId),
    queryFn: ({ signal }): Promise<StreakView> => api.call(sessionsApi.getStreak, { signal }),
  });
}

/** POST /me/streak (the calendar's refresh): counts today's visit once, whatever the number of calls. */
export function updateStreak(api: ApiClient): Promise<StreakView> {
  return api.call(sessionsApi.updateStreak, {});
}
