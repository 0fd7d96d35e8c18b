import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { sendRequest } from './friends';
import { friendsDeps } from './repository';

/** POST /friend-requests {toUserId}: 201 {outcome: 'sent' | 'friends'}. */
export const handler = httpRoute(friendsApi.sendFriendRequest, ({ toUserId }, { caller }) => sendRequest(friendsDeps, caller, toUserId));
