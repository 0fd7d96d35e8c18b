/** The friends feature's Lambda: the routes of contract/api/friends.ts. */
import { friendsApi } from '@contract/api/friends';
import { featureRouter } from '../shared/http-handler';
import { handler as acceptFriendRequest } from './accept-request';
import { handler as cancelFriendRequest } from './cancel-request';
import { handler as countPendingFriendRequests } from './count-pending-requests';
import { handler as getFriendsSummary } from './get-summary';
import { handler as listFriends } from './list-friends';
import { handler as listIncomingFriendRequests } from './list-incoming-requests';
import { handler as listSentFriendRequests } from './list-sent-requests';
import { handler as rejectFriendRequest } from './reject-request';
import { handler as removeFriend } from './remove-friend';
import { handler as sendFriendRequest } from './send-request';

export const handler = featureRouter(friendsApi, {
  countPendingFriendRequests,
  getFriendsSummary,
  listFriends,
  removeFriend,
  listIncomingFriendRequests,
  listSentFriendRequests,
  sendFriendRequest,
  acceptFriendRequest,
  rejectFriendRequest,
  cancelFriendRequest,
});
