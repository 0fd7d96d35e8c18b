import { getActivityHistory } from '../data/activity-history';
import { getCatalogueSummary } from '../data/catalogue';
import { getProblemHeading } from '../data/problems';
import { getContestRating } from '../data/contest-ratings';
import { getXpBoardSummaries } from '../data/rank-board';
import { listUserSubmissions } from '../data/submissions';
import { getAccountItems } from '../data/user-profiles';
import { getXpHistory } from '../data/xp-awards';
import type { DashboardRepository } from './dashboard';

export const dashboardRepository: DashboardRepository = { getAccountItems, getCatalogueSummary, getXpHistory, getActivityHistory, listUserSubmissions, getProblemHeading, getXpBoardSummaries, getContestRating };
