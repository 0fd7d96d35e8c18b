/**
 * The friends pages' reads (docs/requirements/friends.md §2): one page at a time of a user's friends
 * and of their pending requests, and the counts of each. The writes are in ./friends.ts.
 */
import { QueryCommand } from 'dynamodb-toolbox';
import { FriendEntity } from './entities/friend';
import { FriendRequestEntity } from './entities/friend-request';
import { requestPending } from './friends';
import { keys } from './keys';
import {
  INVALID_CURSOR,
  decodeCursor,
  encodeCursor,
  gsi1KeyAttributes,
  gsi2KeyAttributes,
  tableKeyAttributes,
  type InvalidCursor,
  type Page,
} from './page-cursors';
import { table } from './table';

export interface FriendLink {
  friendId: string;
  since: string;
}

export interface RequestLink {
  /** The other party: the sender of an incoming request, the recipient of a sent one. */
  userId: string;
  sentAt: string;
}

/** One page of the user's friends, newest friendship first (gsi2). */
export async function listFriendsPage(userId: string, limit: number, cursor?: string): Promise<Page<FriendLink> | InvalidCursor> {
  const partition = keys.friendsBySince(userId);
  const startKey = cursor === undefined ? undefined : decodeCursor(cursor, gsi2KeyAttributes, (k) => k.gsi2pk === partition && k.pk === keys.user(userId));
  if (cursor !== undefined && !startKey) return INVALID_CURSOR;
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(FriendEntity)
    .query({ index: 'gsi2', partition })
    .options({ reverse: true, limit, attributes: ['friendId', 'since'], ...(startKey && { exclusiveStartKey: startKey }) })
    .send();
  return { items: Items.map(({ friendId, since }) => ({ friendId, since })), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** One page of the pending requests addressed to the user (their own partition). */
export async function listIncomingRequestsPage(userId: string, limit: number, cursor?: string): Promise<Page<RequestLink> | InvalidCursor> {
  const partition = keys.user(userId);
  const prefix = keys.friendRequestPrefix();
  const startKey = cursor === undefined ? undefined : decodeCursor(cursor, tableKeyAttributes, (k) => k.pk === partition && k.sk.startsWith(prefix));
  if (cursor !== undefined && !startKey) return INVALID_CURSOR;
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(FriendRequestEntity)
    .query({ partition, range: { beginsWith: prefix } })
    .options({ limit, filters: { FriendRequest: requestPending }, ...(startKey && { exclusiveStartKey: startKey }) })
    .send();
  return { items: Items.map((r) => ({ userId: r.fromUserId, sentAt: r.sentAt })), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** One page of the pending requests the user sent (gsi1 under the sender). */
export async function listSentRequestsPage(userId: string, limit: number, cursor?: string): Promise<Page<RequestLink> | InvalidCursor> {
  const partition = keys.user(userId);
  const prefix = keys.sentFriendRequest('');
  const startKey = cursor === undefined ? undefined : decodeCursor(cursor, gsi1KeyAttributes, (k) => k.gsi1pk === partition && k.gsi1sk.startsWith(prefix));
  if (cursor !== undefined && !startKey) return INVALID_CURSOR;
  const { Items = [], LastEvaluatedKey } = await table
    .build(QueryCommand)
    .entities(FriendRequestEntity)
    .query({ index: 'gsi1', partition, range: { beginsWith: prefix } })
    .options({ limit, filters: { FriendRequest: requestPending }, ...(startKey && { exclusiveStartKey: startKey }) })
    .send();
  return { items: Items.map((r) => ({ userId: r.toUserId, sentAt: r.sentAt })), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/** How many friends the user has: Select COUNT over their friend records. */
export async function countFriends(userId: string): Promise<number> {
  const { Count = 0 } = await table
    .build(QueryCommand)
    .entities(FriendEntity)
    .query({ partition: keys.user(userId), range: { beginsWith: keys.friendPrefix() } })
    .options({ select: 'COUNT', maxPages: Infinity })
    .send();
  return Count;
}

/** How many pending requests the user sent: Select COUNT on gsi1 under the sender. */
export async function countSentRequests(userId: string): Promise<number> {
  const { Count = 0 } = await table
    .build(QueryCommand)
    .entities(FriendRequestEntity)
    .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.sentFriendRequest('') } })
    .options({ select: 'COUNT', filters: { FriendRequest: requestPending }, maxPages: Infinity })
    .send();
  return Count;
}
