import { acceptFriendRequest, deleteFriendRequest, getInvitesUsed, getPublicUsers, listFriendIds, removeFriendship, sendFriendRequest } from '../data/friends';
import { countFriends, countSentRequests, listFriendsPage, listIncomingRequestsPage, listSentRequestsPage } from '../data/friend-lists';
import { countPendingIncomingRequests } from '../data/friend-requests';
import { getStoredPlanLimits } from '../data/plan-limits';
import { getProfile } from '../data/user-profiles';
import { avatarUrl } from '../platform/avatar-storage';
import { pushToUser } from '../platform/fan-out';
import type { FriendRequestRepository } from './friend-requests';
import type { FriendsDeps, FriendsRepository } from './friends';

export const friendRequestRepository: FriendRequestRepository = { countPendingIncomingRequests };

export const friendsRepository: FriendsRepository = {
  getSender: async (userId) => {
    const profile = await getProfile(userId);
    return profile && { name: profile.name, email: profile.email, plan: profile.plan };
  },
  getStoredPlanLimits,
  sendFriendRequest,
  acceptFriendRequest,
  deleteFriendRequest,
  removeFriendship,
  listFriendsPage,
  listIncomingRequestsPage,
  listSentRequestsPage,
  countFriends,
  countPendingIncomingRequests,
  countSentRequests,
  getInvitesUsed: (userId, week) => getInvitesUsed(userId, week),
  listFriendIds,
  getPublicUsers,
};

/** The friends feature's dependencies in the Lambda: DynamoDB, the WebSocket, the avatars bucket. */
export const friendsDeps: FriendsDeps = { repo: friendsRepository, push: pushToUser, avatarUrlOf: (key) => avatarUrl(key) };
