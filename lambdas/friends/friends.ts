/**
 * Friends (docs/requirements/friends.md §1, §2, §7; docs/decisions/D03 weekly invite
 * limits). Every route acts for the caller of the verified token: the other user is a path or body
 * id, and which side of a request the caller is comes from the route (accept and reject act on
 * requests addressed to the caller, cancel on requests the caller sent), never from the input.
 * Plain functions over the repository below (repository.ts wires DynamoDB and the WebSocket).
 */
import {
  FRIEND_REQUESTS_PAGE_SIZE,
  FRIENDS_PAGE_SIZE,
  friendsMessages,
  type Friend,
  type FriendRequestsPage,
  type FriendsPage,
  type FriendsSummary,
  type SendFriendRequestResponse,
} from '@contract/friends';
import { normalizePlan } from '@contract/plans';
import { isoWeek } from '@contract/progress';
import type { ServerMessage } from '@contract/realtime';
import type { AcceptOutcome, DeleteOutcome, InviteQuota, NewFriendRequest, PublicUser, SendOutcome, UserPresenceFields } from '../data/friends';
import type { FriendLink, RequestLink } from '../data/friend-lists';
import type { InvalidCursor, Page } from '../data/page-cursors';
import { mergePlanLimits } from '../platform/plan-limits';
import { presenceOf } from '../platform/presence';
import { invalidListCursor, summaryOf } from '../platform/user-summary';
import type { Caller } from '../shared/caller';
import { BadRequest, Conflict, errors, NotFound, TooManyRequests } from '../shared/errors';
import { logger } from '../shared/logger';

export type FriendsChange = Extract<ServerMessage, { type: 'friends_changed' }>['change'];
export type PublicUserWithPresence = PublicUser & { presence?: UserPresenceFields };

export interface FriendsRepository {
  /** The caller's own profile fields a request needs; undefined without a profile. */
  getSender(userId: string): Promise<{ name: string; email: string; plan?: string } | undefined>;
  getStoredPlanLimits(): Promise<unknown>;
  sendFriendRequest(request: NewFriendRequest, quota: InviteQuota, now: Date): Promise<SendOutcome>;
  acceptFriendRequest(recipientId: string, senderId: string, now: Date): Promise<AcceptOutcome>;
  deleteFriendRequest(recipientId: string, senderId: string, actorId: string): Promise<DeleteOutcome>;
  removeFriendship(userId: string, friendId: string): Promise<DeleteOutcome>;
  listFriendsPage(userId: string, limit: number, cursor?: string): Promise<Page<FriendLink> | InvalidCursor>;
  listIncomingRequestsPage(userId: string, limit: number, cursor?: string): Promise<Page<RequestLink> | InvalidCursor>;
  listSentRequestsPage(userId: string, limit: number, cursor?: string): Promise<Page<RequestLink> | InvalidCursor>;
  countFriends(userId: string): Promise<number>;
  countPendingIncomingRequests(userId: string): Promise<number>;
  countSentRequests(userId: string): Promise<number>;
  getInvitesUsed(userId: string, week: string): Promise<number>;
  listFriendIds(userId: string): Promise<string[]>;
  getPublicUsers(userIds: readonly string[], options?: { presence?: boolean }): Promise<Map<string, PublicUserWithPresence>>;
}

export interface FriendsDeps {
  repo: FriendsRepository;
  /** Pushes a message to a user's open connections (platform/fan-out.ts pushToUser). */
  push(userId: string, message: ServerMessage): Promise<unknown>;
  /** A stored avatar's URL (platform/avatar-storage.ts). */
  avatarUrlOf(key: string): Promise<string>;
  now?: () => Date;
}

export const friendsErrors = {
  alreadySent: () => Conflict(friendsMessages.alreadySent),
  alreadyFriends: () => Conflict(friendsMessages.alreadyFriends),
  notYourself: () => BadRequest(friendsMessages.notYourself),
  userNotFound: () => NotFound(friendsMessages.userNotFound),
  requestNotFound: () => NotFound(friendsMessages.requestNotFound),
  notFriends: () => NotFound(friendsMessages.notFriends),
  /** docs/requirements/friends.md §2: the 'Plan Limit Reached' notice's text. */
  planLimit: () => TooManyRequests(friendsMessages.planLimit),
  /** A paging cursor this list never issued (tampered, or another list's). */
  invalidCursor: invalidListCursor,
} as const;

const nowOf = (deps: FriendsDeps) => deps.now?.() ?? new Date();

/** The ISO week (UTC) invites count in (docs/requirements/friends.md §2: per year-week key). */
export function inviteWeekOf(now: Date): string {
  return isoWeek(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
}

/** The week and the plan's weekly invite allowance (docs/decisions/D03; -1 unlimited), from the stored plans. */
export async function inviteQuotaOf(deps: Pick<FriendsRepository, 'getStoredPlanLimits'>, plan: string | undefined, now: Date): Promise<InviteQuota> {
  const limits = mergePlanLimits(await deps.getStoredPlanLimits());
  return { week: inviteWeekOf(now), limit: limits[normalizePlan(plan)].friend_invites_per_week };
}

/** Best effort: the other user's screen reloads; a failed push never fails the request. */
async function notify(deps: FriendsDeps, userId: string, change: FriendsChange, byUserId: string): Promise<void> {
  try {
    await deps.push(userId, { type: 'friends_changed', change, userId: byUserId });
  } catch (error) {
    logger.warn('friends_changed push failed', { userId, change, error: (error as Error).message });
  }
}

/** A concurrent change (the other user cancelling as the caller accepts) is met this often. */
const MAX_SEND_ROUNDS = 4;

/**
 * POST /friend-requests. Sending to someone who already asked the caller accepts their request
 * (outcome 'friends'), so two users asking each other at once become friends once.
 */
export async function sendRequest(deps: FriendsDeps, caller: Caller, toUserId: string): Promise<SendFriendRequestResponse> {
  const fromUserId = caller.userId;
  if (toUserId === fromUserId) throw friendsErrors.notYourself();
  const now = nowOf(deps);
  const sender = await deps.repo.getSender(fromUserId);
  if (!sender) throw errors.userAccountNotFound();
  const quota = await inviteQuotaOf(deps.repo, sender.plan, now);
  for (let round = 1; round <= MAX_SEND_ROUNDS; round++) {
    const sent = await deps.repo.sendFriendRequest(
      { fromUserId, toUserId, fromName: sender.name, fromEmail: sender.email, sentAt: now.toISOString() },
      quota,
      now,
    );
    switch (sent) {
      case 'sent':
        await notify(deps, toUserId, 'request_received', fromUserId);
        return { outcome: 'sent' };
      case 'incomingExists': {
        const accepted = await deps.repo.acceptFriendRequest(fromUserId, toUserId, now);
        if (accepted === 'accepted') {
          await notify(deps, toUserId, 'request_accepted', fromUserId);
          return { outcome: 'friends' };
        }
        if (accepted === 'alreadyFriends') throw friendsErrors.alreadyFriends();
        const refused = acceptError(accepted);
        if (refused) throw refused;
        // requestNotFound: they cancelled it meanwhile, so send ours after all.
        break;
      }
      case 'alreadyFriends':
        throw friendsErrors.alreadyFriends();
      case 'alreadySent':
        throw friendsErrors.alreadySent();
      case 'limitReached':
        throw friendsErrors.planLimit();
      case 'accountGone':
        throw errors.userAccountNotFound();
      case 'targetGone':
        throw friendsErrors.userNotFound();
    }
  }
  throw new Error(`friend request ${fromUserId} → ${toUserId} kept meeting concurrent changes`);
}

function acceptError(outcome: Exclude<AcceptOutcome, 'accepted' | 'alreadyFriends'>): Error | undefined {
  if (outcome === 'accountGone') return errors.userAccountNotFound();
  if (outcome === 'otherGone') return friendsErrors.userNotFound();
  return undefined;
}

const done = { success: true as const };

/** POST /friend-requests/{userId}/accept: the caller accepts the request `senderId` sent them. */
export async function acceptRequest(deps: FriendsDeps, caller: Caller, senderId: string) {
  // Nobody has a request from themselves (and a transaction cannot check one profile twice).
  if (senderId === caller.userId) throw friendsErrors.requestNotFound();
  const outcome = await deps.repo.acceptFriendRequest(caller.userId, senderId, nowOf(deps));
  if (outcome === 'alreadyFriends') throw friendsErrors.alreadyFriends();
  if (outcome !== 'accepted') throw acceptError(outcome) ?? friendsErrors.requestNotFound();
  await notify(deps, senderId, 'request_accepted', caller.userId);
  return done;
}

function deleteError(outcome: Exclude<DeleteOutcome, 'deleted'>, notFound: () => Error): Error {
  if (outcome === 'accountGone') return errors.userAccountNotFound();
  if (outcome === 'otherGone') return friendsErrors.userNotFound();
  return notFound();
}

/** POST /friend-requests/{userId}/reject: the caller turns down the request `senderId` sent them (deleted). */
export async function rejectRequest(deps: FriendsDeps, caller: Caller, senderId: string) {
  if (senderId === caller.userId) throw friendsErrors.requestNotFound();
  const outcome = await deps.repo.deleteFriendRequest(caller.userId, senderId, caller.userId);
  if (outcome !== 'deleted') throw deleteError(outcome, friendsErrors.requestNotFound);
  await notify(deps, senderId, 'request_rejected', caller.userId);
  return done;
}

/** DELETE /friend-requests/{userId}: the caller withdraws the request they sent to `recipientId`. */
export async function cancelRequest(deps: FriendsDeps, caller: Caller, recipientId: string) {
  if (recipientId === caller.userId) throw friendsErrors.requestNotFound();
  const outcome = await deps.repo.deleteFriendRequest(recipientId, caller.userId, caller.userId);
  if (outcome !== 'deleted') throw deleteError(outcome, friendsErrors.requestNotFound);
  await notify(deps, recipientId, 'request_cancelled', caller.userId);
  return done;
}

/** DELETE /friends/{userId}: both friend records go. */
export async function removeFriend(deps: FriendsDeps, caller: Caller, friendId: string) {
  if (friendId === caller.userId) throw friendsErrors.notFriends();
  const outcome = await deps.repo.removeFriendship(caller.userId, friendId);
  if (outcome !== 'deleted') throw deleteError(outcome, friendsErrors.notFriends);
  await notify(deps, friendId, 'unfriended', caller.userId);
  return done;
}

function pageOrThrow<T>(page: Page<T> | InvalidCursor): Page<T> {
  if (page === 'invalidCursor') throw friendsErrors.invalidCursor();
  return page;
}

/** GET /friends: a page of friends, newest friendship first, with their presence (hidden when they hide it). */
export async function listFriends(deps: FriendsDeps, caller: Caller, cursor?: string): Promise<FriendsPage> {
  const page = pageOrThrow(await deps.repo.listFriendsPage(caller.userId, FRIENDS_PAGE_SIZE, cursor));
  const users = await deps.repo.getPublicUsers(
    page.items.map((f) => f.friendId),
    { presence: true },
  );
  const now = nowOf(deps).getTime();
  const friends = await Promise.all(
    page.items.map(async ({ friendId, since }): Promise<Friend> => {
      const user = users.get(friendId);
      const presence = presenceOf({ userId: friendId, ...(user?.showStatus !== undefined && { showStatus: user.showStatus }), ...user?.presence }, now);
      return { ...(await summaryOf(deps, friendId, user)), since, status: presence.status, ...(presence.lastSeen && { lastSeen: presence.lastSeen }) };
    }),
  );
  return { friends, nextCursor: page.nextCursor };
}

async function requestsPage(deps: FriendsDeps, page: Page<RequestLink> | InvalidCursor): Promise<FriendRequestsPage> {
  const { items, nextCursor } = pageOrThrow(page);
  const users = await deps.repo.getPublicUsers(items.map((r) => r.userId));
  const requests = await Promise.all(items.map(async (r) => ({ user: await summaryOf(deps, r.userId, users.get(r.userId)), sentAt: r.sentAt })));
  return { requests, nextCursor };
}

/** GET /friend-requests/incoming: pending requests addressed to the caller. */
export async function listIncomingRequests(deps: FriendsDeps, caller: Caller, cursor?: string): Promise<FriendRequestsPage> {
  return requestsPage(deps, await deps.repo.listIncomingRequestsPage(caller.userId, FRIEND_REQUESTS_PAGE_SIZE, cursor));
}

/** GET /friend-requests/sent: pending requests the caller sent. */
export async function listSentRequests(deps: FriendsDeps, caller: Caller, cursor?: string): Promise<FriendRequestsPage> {
  return requestsPage(deps, await deps.repo.listSentRequestsPage(caller.userId, FRIEND_REQUESTS_PAGE_SIZE, cursor));
}

/** How many of the given friends are online now (those hiding their status do not count). */
async function countActive(deps: FriendsDeps, friendIds: readonly string[]): Promise<number> {
  if (friendIds.length === 0) return 0;
  const users = await deps.repo.getPublicUsers(friendIds, { presence: true });
  const now = nowOf(deps).getTime();
  let active = 0;
  for (const [userId, user] of users) {
    if (presenceOf({ userId, ...(user.showStatus !== undefined && { showStatus: user.showStatus }), ...user.presence }, now).status === 'online') active++;
  }
  return active;
}

/** GET /friends/summary: the screen's four counters and the week's invites. */
export async function getSummary(deps: FriendsDeps, caller: Caller): Promise<FriendsSummary> {
  const { userId } = caller;
  const now = nowOf(deps);
  const sender = await deps.repo.getSender(userId);
  if (!sender) throw errors.userAccountNotFound();
  const quota = await inviteQuotaOf(deps.repo, sender.plan, now);
  const [totalFriends, pendingRequests, sentRequests, used, friendIds] = await Promise.all([
    deps.repo.countFriends(userId),
    deps.repo.countPendingIncomingRequests(userId),
    deps.repo.countSentRequests(userId),
    deps.repo.getInvitesUsed(userId, quota.week),
    deps.repo.listFriendIds(userId),
  ]);
  return {
    totalFriends,
    pendingRequests,
    sentRequests,
    friendsActive: await countActive(deps, friendIds),
    invites: { used, limit: quota.limit, week: quota.week },
  };
}
