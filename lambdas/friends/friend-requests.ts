/** Friend requests (docs/requirements/friends.md §2); so far the count behind the red dot on Connect (docs/requirements/shell.md §3). */
import type { PendingFriendRequestCount } from '@contract/friends';
import type { Caller } from '../shared/caller';

export interface FriendRequestRepository {
  countPendingIncomingRequests(userId: string): Promise<number>;
}

/** Only the caller's own incoming requests are counted: the id comes from the verified token. */
export async function countPendingRequests(deps: { requests: FriendRequestRepository }, caller: Caller): Promise<PendingFriendRequestCount> {
  return { pending: await deps.requests.countPendingIncomingRequests(caller.userId) };
}
