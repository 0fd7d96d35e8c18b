import { queryOptions } from '@tanstack/react-query';
import {
  type Leaderboard,
  type LeaderboardBoard,
  type LeaderboardPeriod,
  type LeaderboardScope,
  type LeaderboardStats,
  rankingsApi,
} from '@contract/api/rankings';
import type { ApiClient } from '@web/lib/api-client';

/** docs/requirements/leaderboards.md §2, §6: leaderboards and the caller's ranks are cached for 5 minutes (the snapshot's cadence). */
export const LEADERBOARD_STALE_MS = 5 * 60_000;

export interface LeaderboardRequest {
  readonly board: LeaderboardBoard;
  readonly period: LeaderboardPeriod;
  readonly scope: LeaderboardScope;
}

/** Keyed by user: another sign-in never sees the previous user's 'You' marks and ranks from the cache. */
export const leaderboardQueryKey = (userId: string, { board, period, scope }: LeaderboardRequest) => ['leaderboard', userId, board, period, scope] as const;
export const leaderboardStatsQueryKey = (userId: string) => ['leaderboard-stats', userId] as const;

/** GET /leaderboard?board&period&scope: the top 10 of one board, and the caller's own row when lower. */
export function leaderboardQueryOptions(api: ApiClient, userId: string, request: LeaderboardRequest) {
  return queryOptions({
    queryKey: leaderboardQueryKey(userId, request),
    queryFn: ({ signal }): Promise<Leaderboard> =>
      api.call(rankingsApi.getLeaderboard, { query: { board: request.board, period: request.period, scope: request.scope }, signal }),
    staleTime: LEADERBOARD_STALE_MS,
  });
}

/** GET /leaderboard/stats: the four stat cards (world and country rank, XP, percentile). */
export function leaderboardStatsQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: leaderboardStatsQueryKey(userId),
    queryFn: ({ signal }): Promise<LeaderboardStats> => api.call(rankingsApi.getLeaderboardStats, { signal }),
    staleTime: LEADERBOARD_STALE_MS,
  });
}
