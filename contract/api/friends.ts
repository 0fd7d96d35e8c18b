import { pendingFriendRequestCountSchema } from '../friends';
import { defineRoute } from '../http/route';

/** The friends feature (lambdas/friends, spec 3): so far the count behind the red dot on Connect (spec 1 §2.2). */
export const friendsApi = {
  countPendingFriendRequests: defineRoute({
    id: 'CountPendingFriendRequests', feature: 'friends', method: 'GET', path: '/me/friend-requests/pending-count', access: 'user',
    grants: ['table:read'],
    response: pendingFriendRequestCountSchema,
  }),
};
