/** GET /users/{userId}/card: the profile popup's card of any user, for any signed-in caller. */
import { usersApi } from '@contract/api/users';
import { getContestRating } from '../data/contest-ratings';
import { getXpBoardSummaries } from '../data/rank-board';
import { getStanding, listTopStandings } from '../data/standings';
import { getAccountItems } from '../data/user-profiles';
import { avatarUrl } from '../platform/avatar-storage';
import { cachedStandingSummary } from '../platform/standing-summary-cache';
import { httpRoute } from '../shared/http-handler';
import { getUserCard, type UserCardRepository } from './user-card';

export const userCardRepository: UserCardRepository = {
  getAccountItems,
  getXpBoardSummaries,
  getStanding,
  getStandingSummary: cachedStandingSummary,
  listTopStandings,
  getContestRating,
};

export const handler = httpRoute(usersApi.getUserCard, ({ userId }) => getUserCard({ repo: userCardRepository, avatarUrlOf: (key) => avatarUrl(key) }, userId));
