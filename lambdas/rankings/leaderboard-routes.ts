/** GET /leaderboard and GET /leaderboard/stats (contract/api/rankings.ts), wired to DynamoDB. */
import { rankingsApi } from '@contract/api/rankings';
import { getContestRating } from '../data/contest-ratings';
import { getXpBoardSummaries } from '../data/rank-board';
import { getStanding, getStandingNames, listTopStandings } from '../data/standings';
import { getAccountItems } from '../data/user-profiles';
import { httpRoute } from '../shared/http-handler';
import { cachedStandingSummary } from '../platform/standing-summary-cache';
import { getLeaderboard, getLeaderboardStats, type LeaderboardRepository } from './leaderboard';

export const leaderboardRepository: LeaderboardRepository = {
  getMember: async (userId) => {
    const account = await getAccountItems(userId);
    return account && { ...(account.profile.country && { country: account.profile.country.code }), xp: account.stats?.xp ?? 0 };
  },
  listTopStandings,
  getStanding,
  getStandingSummary: cachedStandingSummary,
  getNames: getStandingNames,
  getXpBoardSummaries,
  getContestRating,
};

export const leaderboardHandler = httpRoute(rankingsApi.getLeaderboard, ({ board, period, scope }, { caller }) =>
  getLeaderboard(leaderboardRepository, caller.userId, { board, period, scope }),
);

export const statsHandler = httpRoute(rankingsApi.getLeaderboardStats, (_input, { caller }) => getLeaderboardStats(leaderboardRepository, caller.userId));
