import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { getSummary } from './friends';
import { friendsDeps } from './repository';

/** GET /friends/summary: Total Friends, Pending Requests, Sent Requests, Friends Active and the week's invites. */
export const handler = httpRoute(friendsApi.getFriendsSummary, (_input, { caller }) => getSummary(friendsDeps, caller));
