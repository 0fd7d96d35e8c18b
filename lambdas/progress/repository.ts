import { getActivityHistory } from '../data/activity-history';
import { getCatalogueSummary } from '../data/catalogue';
import { getChallenge, listChallengeEntries, listChallenges } from '../data/challenges';
import { getProblemHeading } from '../data/problems';
import { getContestRating } from '../data/contest-ratings';
import { getXpBoardSummaries } from '../data/rank-board';
import { getProblemXp, listRecentSolves } from '../data/solved-problems';
import { getAccountItems } from '../data/user-profiles';
import { getXpHistory } from '../data/xp-awards';
import type { DashboardRepository } from './dashboard';

export const dashboardRepository: DashboardRepository = {
  getAccountItems,
  getCatalogueSummary,
  getXpHistory,
  getActivityHistory,
  listRecentSolves,
  getProblemXp,
  getProblemHeading,
  listChallengeEntries,
  listChallenges,
  getChallenge,
  getXpBoardSummaries,
  getContestRating,
};
