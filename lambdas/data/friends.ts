/**
 * Friendships and friend requests (docs/requirements/friends.md §2; README "Friends, chat and presence"). There is no
 * "pair" item: the request R(A→B) (pk USER#B) and the two friend records F(A,B), F(B,A) are
 * themselves what the transactions condition on, so two users asking each other at once end as
 * one friendship and a weekly invite limit cannot be passed by sending at once.
 */
import {
  $add,
  BatchGetCommand,
  BatchGetRequest,
  ConditionCheck,
  DeleteTransaction,
  GetItemCommand,
  PutTransaction,
  QueryCommand,
  UpdateTransaction,
  executeBatchGet,
  type Condition,
} from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { FriendEntity, FriendInvitesEntity } from './entities/friend';
import { FriendRequestEntity } from './entities/friend-request';
import { UserPresenceEntity } from './entities/user-presence';
import { UserProfileEntity } from './entities/user-profile';
import { keys } from './keys';
import { namedTransaction, type NamedTransactItem } from './named-transaction';
import { expiresIn, isExpired, queryAll, table } from './table';

export { FriendEntity, FriendInvitesEntity } from './entities/friend';

/** Whether B is A's friend: one strongly consistent read of A's own record. */
export async function areFriends(userId: string, friendId: string): Promise<boolean> {
  const { Item } = await FriendEntity.build(GetItemCommand)
    .key({ userId, friendId })
    .options({ consistent: true, attributes: ['friendId'] })
    .send();
  return Item !== undefined;
}

/** Every friend id of a user (presence pushes go to all of them). */
export async function listFriendIds(userId: string): Promise<string[]> {
  const items = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(FriendEntity)
      .query({ partition: keys.user(userId), range: { beginsWith: keys.friendPrefix() } })
      .options({ attributes: ['friendId'], ...(startKey ? { exclusiveStartKey: startKey } : {}) })
      .send(),
  );
  return items.map((item) => item.friendId);
}

// ---------------------------------------------------------------------------------------------
// Writes

/** Two users' transactions on the same items conflict (TransactionConflict): retried this often, with jitter. */
const MAX_ATTEMPTS = 8;

/**
 * Runs the transaction, retrying conflicts. Undefined when it was written; the names of the items
 * whose condition did not hold otherwise.
 */
async function transact<N extends string>(items: readonly NamedTransactItem<N>[]): Promise<ReadonlySet<N> | undefined> {
  for (let attempt = 1; ; attempt++) {
    const cancelled = await namedTransaction(items);
    if (!cancelled) return undefined;
    if (cancelled.failed.size > 0) return cancelled.failed;
    if (cancelled.conflicted.size === 0 || attempt >= MAX_ATTEMPTS) throw cancelled.error;
    await new Promise((done) => setTimeout(done, 10 * attempt + Math.random() * 40));
  }
}

/** A request still waiting for its recipient (the lists of ./friend-lists.ts show only these). */
export const requestPending = { attr: 'status', eq: 'pending' } as const;
const requestAbsent = { attr: 'status', exists: false } as const;
const friendExists = { attr: 'since', exists: true } as const;
const friendAbsent = { attr: 'since', exists: false } as const;

/** The ISO week (UTC) an invite counts in; the counter outlives it by a week. */
const INVITES_TTL_SECONDS = 14 * 24 * 60 * 60;

export interface NewFriendRequest {
  fromUserId: string;
  toUserId: string;
  /** The sender's name and address at the time (docs/requirements/friends.md §2 request fields); never shown to anyone. */
  fromName: string;
  fromEmail: string;
  sentAt: string;
}

/** The invites counted this week and the plan's allowance (-1: unlimited, still counted). */
export interface InviteQuota {
  week: string;
  limit: number;
}

export type SendOutcome = 'sent' | 'incomingExists' | 'alreadyFriends' | 'alreadySent' | 'limitReached' | 'accountGone' | 'targetGone';

/**
 * R(A→B), in one transaction with: both accounts writable, no request B→A (the caller then accepts
 * it instead: 'incomingExists'), not friends already, no request A→B yet, and the week's invite
 * counter ADDed within the plan's limit.
 */
export async function sendFriendRequest(request: NewFriendRequest, quota: InviteQuota, now: Date): Promise<SendOutcome> {
  const { fromUserId, toUserId } = request;
  // Within the limit: no counter yet, or below it (a limit of 0 lets nothing through; -1 counts without limit).
  const withinLimit: Condition<typeof FriendInvitesEntity> =
    quota.limit === 0
      ? { attr: 'count', lt: 0 }
      : {
          or: [
            { attr: 'count', exists: false },
            { attr: 'count', lt: quota.limit },
          ],
        };
  const failed = await transact([
    { name: 'sender', item: accountWritableCheck(fromUserId) },
    { name: 'target', item: accountWritableCheck(toUserId) },
    { name: 'incomingRequest', item: FriendRequestEntity.build(ConditionCheck).key({ toUserId: fromUserId, fromUserId: toUserId }).condition(requestAbsent) },
    { name: 'friendRecord', item: FriendEntity.build(ConditionCheck).key({ userId: fromUserId, friendId: toUserId }).condition(friendAbsent) },
    {
      name: 'request',
      item: FriendRequestEntity.build(PutTransaction)
        .item({ ...request, status: 'pending' })
        .options({ condition: requestAbsent }),
    },
    {
      name: 'inviteCounter',
      item: FriendInvitesEntity.build(UpdateTransaction)
        .item({ userId: fromUserId, week: quota.week, count: $add(1), expiresAt: expiresIn(INVITES_TTL_SECONDS, now.getTime()) })
        .options(quota.limit < 0 ? {} : { condition: withinLimit }),
    },
  ]);
  if (!failed) return 'sent';
  if (failed.has('sender')) return 'accountGone';
  if (failed.has('target')) return 'targetGone';
  if (failed.has('incomingRequest')) return 'incomingExists';
  if (failed.has('friendRecord')) return 'alreadyFriends';
  if (failed.has('request')) return 'alreadySent';
  // The only condition left: the week's invite counter.
  return 'limitReached';
}

export type AcceptOutcome = 'accepted' | 'requestNotFound' | 'alreadyFriends' | 'accountGone' | 'otherGone';

/** The recipient accepts: R(sender→recipient) deleted, F both ways put, in one transaction. */
export async function acceptFriendRequest(recipientId: string, senderId: string, now: Date): Promise<AcceptOutcome> {
  const since = now.toISOString();
  const failed = await transact([
    { name: 'actor', item: accountWritableCheck(recipientId) },
    { name: 'other', item: accountWritableCheck(senderId) },
    {
      name: 'request',
      item: FriendRequestEntity.build(DeleteTransaction).key({ toUserId: recipientId, fromUserId: senderId }).options({ condition: requestPending }),
    },
    {
      name: 'friendRecords',
      item: FriendEntity.build(PutTransaction).item({ userId: recipientId, friendId: senderId, since }).options({ condition: friendAbsent }),
    },
    {
      name: 'friendRecords',
      item: FriendEntity.build(PutTransaction).item({ userId: senderId, friendId: recipientId, since }).options({ condition: friendAbsent }),
    },
  ]);
  if (!failed) return 'accepted';
  if (failed.has('actor')) return 'accountGone';
  if (failed.has('other')) return 'otherGone';
  if (failed.has('request')) return 'requestNotFound';
  // The only conditions left: the friend records.
  return 'alreadyFriends';
}

export type DeleteOutcome = 'deleted' | 'notFound' | 'accountGone' | 'otherGone';

/**
 * Reject (the recipient) or cancel (the sender): the pending R(sender→recipient) is deleted. `actorId`
 * is the caller (one of the two): their account is checked first.
 */
export async function deleteFriendRequest(recipientId: string, senderId: string, actorId: string): Promise<DeleteOutcome> {
  const otherId = actorId === recipientId ? senderId : recipientId;
  const failed = await transact([
    { name: 'actor', item: accountWritableCheck(actorId) },
    { name: 'other', item: accountWritableCheck(otherId) },
    {
      name: 'target',
      item: FriendRequestEntity.build(DeleteTransaction).key({ toUserId: recipientId, fromUserId: senderId }).options({ condition: requestPending }),
    },
  ]);
  return outcomeOf(failed);
}

/** Unfriend (docs/requirements/friends.md §2): both friend records deleted together. */
export async function removeFriendship(userId: string, friendId: string): Promise<DeleteOutcome> {
  const failed = await transact([
    { name: 'actor', item: accountWritableCheck(userId) },
    { name: 'other', item: accountWritableCheck(friendId) },
    { name: 'target', item: FriendEntity.build(DeleteTransaction).key({ userId, friendId }).options({ condition: friendExists }) },
    { name: 'target', item: FriendEntity.build(DeleteTransaction).key({ userId: friendId, friendId: userId }).options({ condition: friendExists }) },
  ]);
  return outcomeOf(failed);
}

/** What a delete's failed conditions mean: the actor's account, the other's, else the item is gone. */
function outcomeOf(failed: ReadonlySet<'actor' | 'other' | 'target'> | undefined): DeleteOutcome {
  if (!failed) return 'deleted';
  if (failed.has('actor')) return 'accountGone';
  if (failed.has('other')) return 'otherGone';
  return 'notFound';
}

// ---------------------------------------------------------------------------------------------
// Reads

/** The invites the user sent in the week (0 before the first, or once the counter expired). */
export async function getInvitesUsed(userId: string, week: string, now = Date.now()): Promise<number> {
  const { Item } = await FriendInvitesEntity.build(GetItemCommand).key({ userId, week }).options({ consistent: true }).send();
  return Item && !isExpired(Item, now) ? Item.count : 0;
}

/** What others may see of a user in lists (never the e-mail address), with presence when asked for. */
export interface PublicUser {
  userId: string;
  name: string;
  avatar?: string;
  avatarKey?: string;
  country?: string;
  showStatus?: boolean;
  role?: 'student' | 'mentor' | 'admin';
  plan?: 'free' | 'pro' | 'premium';
}

export interface UserPresenceFields {
  status?: string;
  lastActiveAt?: string;
}

/** A BatchGet reads at most 100 keys. */
const BATCH_KEYS = 100;

type ProfileRead = {
  userId: string;
  name: string;
  avatar?: string;
  avatarKey?: string;
  country?: { code: string };
  showStatus?: boolean;
  role?: PublicUser['role'];
  plan?: PublicUser['plan'];
};
type PresenceRead = { userId: string; status?: string; lastActiveAt?: string };

/**
 * The public profile fields (and, with `presence`, the presence item) of many users: BatchGets of
 * at most 100 keys, unprocessed keys retried. Users without a profile are missing from the map.
 */
export async function getPublicUsers(
  userIds: readonly string[],
  options: { presence?: boolean } = {},
): Promise<Map<string, PublicUser & { presence?: UserPresenceFields }>> {
  const unique = [...new Set(userIds)];
  const perChunk = options.presence ? BATCH_KEYS / 2 : BATCH_KEYS;
  const found = new Map<string, PublicUser & { presence?: UserPresenceFields }>();
  const presences = new Map<string, UserPresenceFields>();
  for (let start = 0; start < unique.length; start += perChunk) {
    const chunk = unique.slice(start, start + perChunk);
    // One BatchGetCommand per table: the profiles, then (if asked) the presence items, answers in request order.
    const { Responses } = await executeBatchGet(
      { maxAttempts: 6 },
      table
        .build(BatchGetCommand)
        .requests(
          ...chunk.map((userId) => UserProfileEntity.build(BatchGetRequest).key({ userId })),
          ...(options.presence ? chunk.map((userId) => UserPresenceEntity.build(BatchGetRequest).key({ userId })) : []),
        ),
    );
    const answers = (Responses?.[0] ?? []) as unknown[];
    const profiles = answers.slice(0, chunk.length) as (ProfileRead | undefined)[];
    const presenceItems = answers.slice(chunk.length) as (PresenceRead | undefined)[];
    for (const p of profiles) {
      if (!p) continue;
      found.set(p.userId, {
        userId: p.userId,
        name: p.name,
        ...(p.avatar !== undefined && { avatar: p.avatar }),
        ...(p.avatarKey !== undefined && { avatarKey: p.avatarKey }),
        ...(p.country?.code && { country: p.country.code }),
        ...(p.showStatus !== undefined && { showStatus: p.showStatus }),
        ...(p.role !== undefined && { role: p.role }),
        ...(p.plan !== undefined && { plan: p.plan }),
      });
    }
    for (const p of presenceItems) {
      if (p)
        presences.set(p.userId, { ...(p.status !== undefined && { status: p.status }), ...(p.lastActiveAt !== undefined && { lastActiveAt: p.lastActiveAt }) });
    }
  }
  if (options.presence) for (const [userId, user] of found) user.presence = presences.get(userId) ?? {};
  return found;
}

export type StoredRelation = 'friend' | 'sent' | 'incoming' | 'none';

/**
 * The caller's relation to each user (search results, at most a page): F(caller,u), R(caller→u) and
 * R(u→caller) in one BatchGet of at most 3 keys per user.
 */
export async function getRelations(callerId: string, userIds: readonly string[]): Promise<Map<string, StoredRelation>> {
  const others = [...new Set(userIds)].filter((id) => id !== callerId);
  const relations = new Map<string, StoredRelation>(others.map((id) => [id, 'none']));
  const perChunk = Math.floor(BATCH_KEYS / 3);
  for (let start = 0; start < others.length; start += perChunk) {
    const chunk = others.slice(start, start + perChunk);
    const { Responses } = await executeBatchGet(
      { maxAttempts: 6 },
      table
        .build(BatchGetCommand)
        .requests(
          ...chunk.map((friendId) => FriendEntity.build(BatchGetRequest).key({ userId: callerId, friendId })),
          ...chunk.map((toUserId) => FriendRequestEntity.build(BatchGetRequest).key({ toUserId, fromUserId: callerId })),
          ...chunk.map((fromUserId) => FriendRequestEntity.build(BatchGetRequest).key({ toUserId: callerId, fromUserId })),
        ),
    );
    const answers = (Responses?.[0] ?? []) as unknown[];
    const part = (n: number) => answers.slice(n * chunk.length, (n + 1) * chunk.length);
    for (const r of part(2) as ({ fromUserId: string; status: string } | undefined)[]) if (r?.status === 'pending') relations.set(r.fromUserId, 'incoming');
    for (const r of part(1) as ({ toUserId: string; status: string } | undefined)[]) if (r?.status === 'pending') relations.set(r.toUserId, 'sent');
    for (const f of part(0) as ({ friendId: string } | undefined)[]) if (f) relations.set(f.friendId, 'friend');
  }
  return relations;
}
