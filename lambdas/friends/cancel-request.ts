import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { cancelRequest } from './friends';
import { friendsDeps } from './repository';

/** DELETE /friend-requests/{userId}: the caller withdraws the request they sent to {userId}. */
export const handler = httpRoute(friendsApi.cancelFriendRequest, ({ userId }, { caller }) => cancelRequest(friendsDeps, caller, userId));
