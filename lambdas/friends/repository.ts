import { countPendingIncomingRequests } from '../data/friend-requests';
import type { FriendRequestRepository } from './friend-requests';

export const friendRequestRepository: FriendRequestRepository = { countPendingIncomingRequests };
