import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { rejectRequest } from './friends';
import { friendsDeps } from './repository';

/** POST /friend-requests/{userId}/reject: the caller turns down the request {userId} sent them. */
export const handler = httpRoute(friendsApi.rejectFriendRequest, ({ userId }, { caller }) => rejectRequest(friendsDeps, caller, userId));
