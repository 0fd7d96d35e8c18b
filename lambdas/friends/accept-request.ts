import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { acceptRequest } from './friends';
import { friendsDeps } from './repository';

/** POST /friend-requests/{userId}/accept: the caller accepts the request {userId} sent them. */
export const handler = httpRoute(friendsApi.acceptFriendRequest, ({ userId }, { caller }) => acceptRequest(friendsDeps, caller, userId));
