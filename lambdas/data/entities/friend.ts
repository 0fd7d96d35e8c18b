import { Entity, item, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * One side of a friendship (docs/requirements/friends.md §2 friend record: friendId, since): F(A,B) in A's partition,
 * listed on gsi1 under B, so both sides are found from either account (deletion, unfriending).
 * The two sides are always written and deleted together, in one transaction. gsi2 lists a user's
 * friends by the friendship's start (GET /friends, newest first).
 */
export const FriendEntity = new Entity({
  name: 'Friend',
  table,
  schema: item({
    userId: string().key(),
    friendId: string().key(),
    since: string(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ friendId }) => keys.user(friendId)),
    gsi1sk: string().link<typeof prev>(({ userId }) => keys.friendOf(userId)),
    gsi2pk: string().link<typeof prev>(({ userId }) => keys.friendsBySince(userId)),
    gsi2sk: string().link<typeof prev>(({ since, friendId }) => keys.friendSinceSort(since, friendId)),
  })),
  computeKey: ({ userId, friendId }) => ({ pk: keys.user(userId), sk: keys.friendSort(friendId) }),
  timestamps: false,
});

/**
 * The friend invites a user sent in one ISO week (UTC), ADDed in the transaction that stores each
 * request, on condition `count < the plan's weekly limit` (docs/decisions/D03). It expires two weeks later.
 */
export const FriendInvitesEntity = new Entity({
  name: 'FriendInvites',
  table,
  schema: item({
    userId: string().key(),
    /** 2026-W48 (ISO week, UTC). */
    week: string().key(),
    count: number().default(0),
    expiresAt: number(),
  }),
  computeKey: ({ userId, week }) => ({ pk: keys.user(userId), sk: keys.friendInvitesSort(week) }),
  timestamps: false,
});
