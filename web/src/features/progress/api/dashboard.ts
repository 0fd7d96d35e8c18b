import { queryOptions } from '@tanstack/react-query';
import { sessionsApi, type StreakView } from '@contract/api/sessions';
import type { ApiClient } from '@web/lib/api-client';

// The dashboard's figures (GET /me/dashboard) are read through web/src/lib/dashboard.ts, which the
// /practice hub shares; these are the streak calendar's own calls.

/** Keyed by user: another sign-in on this browser never sees the previous user's streak. */
export const streakQueryKey = (userId: string) => ['streak', userId] as const;

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
