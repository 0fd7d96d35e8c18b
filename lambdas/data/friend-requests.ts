import { PutTransaction, QueryCommand, type FormattedItem } from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { FriendRequestEntity } from './entities/friend-request';
import { keys } from './keys';
import { namedTransaction } from './named-transaction';
import { table } from './table';

export type StoredFriendRequest = FormattedItem<typeof FriendRequestEntity>;
export type FriendRequestInput = Omit<StoredFriendRequest, 'gsi1pk' | 'gsi1sk'>;

/**
 * Stores a request as given (the social issue adds the rules of sending, accepting and rejecting
 * around it), only while both accounts may be written: false when either is deleted or being deleted.
 */
export async function putFriendRequest(request: FriendRequestInput): Promise<boolean> {
  const cancelled = await namedTransaction([
    { name: 'recipient', item: accountWritableCheck(request.toUserId) },
    { name: 'sender', item: accountWritableCheck(request.fromUserId) },
    { name: 'request', item: FriendRequestEntity.build(PutTransaction).item(request) },
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.size > 0) return false;
  throw cancelled.error;
}

/**
 * How many pending requests are addressed to the user: one Query of the user's own partition
 * (key condition on the friend-request prefix, filter on status, Select COUNT, so no item is
 * returned), following pages only when a partition outgrows one 1 MB page.
 */
export async function countPendingIncomingRequests(userId: string): Promise<number> {
  const { Count = 0 } = await table
    .build(QueryCommand)
    .entities(FriendRequestEntity)
    .query({ partition: keys.user(userId), range: { beginsWith: keys.friendRequestPrefix() } })
    .options({ select: 'COUNT', filters: { FriendRequest: { attr: 'status', eq: 'pending' } }, maxPages: Infinity })
    .send();
  return Count;
}
