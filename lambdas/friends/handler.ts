/** The friends feature's Lambda: the routes of contract/api/friends.ts. */
import { friendsApi } from '@contract/api/friends';
import { featureRouter } from '../shared/http-handler';
import { handler as countPendingFriendRequests } from './count-pending-requests';

export const handler = featureRouter(friendsApi, { countPendingFriendRequests });
