import { friendsApi } from '@contract/api/friends';
import type { SendFriendRequestResponse } from '@contract/friends';
import type { ApiClient } from '@web/lib/api-client';

/**
 * The five friend actions, each one route of contract/api/friends.ts acting for the caller on the
 * other user `userId` (kept together: each is one line, and the hooks use them side by side).
 */

/** POST /friend-requests: `friends` when the other user had already asked the caller. */
export function sendFriendRequest(api: ApiClient, userId: string): Promise<SendFriendRequestResponse> {
  return api.call(friendsApi.sendFriendRequest, { body: { toUserId: userId } });
}

/** POST /friend-requests/{userId}/accept */
export async function acceptFriendRequest(api: ApiClient, userId: string): Promise<void> {
  await api.call(friendsApi.acceptFriendRequest, { params: { userId } });
}

/** POST /friend-requests/{userId}/reject */
export async function rejectFriendRequest(api: ApiClient, userId: string): Promise<void> {
  await api.call(friendsApi.rejectFriendRequest, { params: { userId } });
}

/** DELETE /friend-requests/{userId}: the caller withdraws the request they sent. */
export async function cancelFriendRequest(api: ApiClient, userId: string): Promise<void> {
  await api.call(friendsApi.cancelFriendRequest, { params: { userId } });
}

/** DELETE /friends/{userId} */
export async function removeFriend(api: ApiClient, userId: string): Promise<void> {
  await api.call(friendsApi.removeFriend, { params: { userId } });
}
