/** GET /leaderboard and GET /leaderboard/stats (contract/api/rankings.ts), wired to DynamoDB. */
import { rankingsApi } from '@contract/api/rankings';
import { getContestRating } from '../data/contest-ratings';
import { getXpBoardSummaries } from '../data/rank-board';
import { getStanding, getStandingNames, getStandingSummary, listTopStandings, type StandingSummary } from '../data/standings';
import { getAccountItems } from '../data/user-profiles';
import { httpRoute } from '../shared/http-handler';
import { cachedFor } from '../shared/warm-cache';
import { getLeaderboard, getLeaderboardStats, type LeaderboardRepository } from './leaderboard';

/**
 * The spec caches ranks and leaderboards five minutes (spec 2 §9.3): a summary (up to 8,000 levels,
 * about 100 KB) is kept a minute in the warm Lambda, per board and scope, so a busy page does not
 * read and parse it on every request. The snapshot renews them every five minutes anyway.
 */
export const SUMMARY_CACHE_MS = 60_000;
const summaryCaches = new Map<string, ReturnType<typeof cachedFor<StandingSummary | undefined>>>();
function cachedSummary(board: string, scope: string): Promise<StandingSummary | undefined> {
  const key = `${board}|${scope}`;
  let cache = summaryCaches.get(key);
  if (!cache) summaryCaches.set(key, (cache = cachedFor(SUMMARY_CACHE_MS, () => getStandingSummary(board, scope))));
  return cache.get();
}

export const leaderboardRepository: LeaderboardRepository = {
  getMember: async (userId) => {
    const account = await getAccountItems(userId);
    return account && { ...(account.profile.country && { country: account.profile.country.code }), xp: account.stats?.xp ?? 0 };
  },
  listTopStandings,
  getStanding,
  getStandingSummary: cachedSummary,
  getNames: getStandingNames,
  getXpBoardSummaries,
  getContestRating,
};

export const leaderboardHandler = httpRoute(rankingsApi.getLeaderboard, ({ board, period, scope }, { caller }) => getLeaderboard(leaderboardRepository, caller.userId, { board, period, scope }));

export const statsHandler = httpRoute(rankingsApi.getLeaderboardStats, (_input, { caller }) => getLeaderboardStats(leaderboardRepository, caller.userId));
