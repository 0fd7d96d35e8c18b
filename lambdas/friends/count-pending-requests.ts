import { friendsApi } from '@contract/api/friends';
import { httpRoute } from '../shared/http-handler';
import { countPendingRequests } from './friend-requests';
import { friendRequestRepository } from './repository';

/** GET /me/friend-requests/pending-count: how many pending friend requests await the caller. */
export const handler = httpRoute(friendsApi.countPendingFriendRequests, (_input, { caller }) =>
  countPendingRequests({ requests: friendRequestRepository }, caller),
);
