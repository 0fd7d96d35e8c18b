/** The rankings feature's Lambda: the leaderboard routes of contract/api/rankings.ts. */
import { rankingsApi } from '@contract/api/rankings';
import { featureRouter } from '../shared/http-handler';
import { leaderboardHandler as getLeaderboard, statsHandler as getLeaderboardStats } from './leaderboard-routes';

export const handler = featureRouter(rankingsApi, { getLeaderboard, getLeaderboardStats });
