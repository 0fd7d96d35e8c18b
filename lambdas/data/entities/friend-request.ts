import { Entity, item, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

export const friendRequestStatuses = ['pending', 'accepted', 'rejected'] as const;

/**
 * A friend request (docs/requirements/friends.md §2: from, to, status, sentAt, respondedAt, fromName, fromEmail). It
 * lives in the recipient's partition keyed by the sender, so one pair has one request and the
 * recipient's incoming requests (the red dot, the Pending Requests tab) are one Query; gsi1 lists it
 * under the sender (Sent Requests, cancelling, account deletion).
 */
export const FriendRequestEntity = new Entity({
  name: 'FriendRequest',
  table,
  schema: item({
    toUserId: string().key(),
    fromUserId: string().key(),
    status: string().enum(...friendRequestStatuses),
    sentAt: string(),
    respondedAt: string().optional(),
    fromName: string(),
    fromEmail: string(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ fromUserId }) => keys.user(fromUserId)),
    gsi1sk: string().link<typeof prev>(({ toUserId }) => keys.sentFriendRequest(toUserId)),
  })),
  computeKey: ({ toUserId, fromUserId }) => ({ pk: keys.user(toUserId), sk: keys.friendRequestSort(fromUserId) }),
  // sentAt and respondedAt are the request's own timestamps.
  timestamps: false,
});
