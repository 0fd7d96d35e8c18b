import { z } from 'zod';
import { userIdSchema } from './api/ids';

/**
 * Friends (docs/requirements/friends.md §1–§3, §7: the friend record and request):
 * the shapes both sides use, the page sizes and the spec's texts.
 */

/** docs/requirements/friends.md §7: search shows 10 per page; the friend list's page size is not shown (decision: 10). */
export const FRIENDS_PAGE_SIZE = 10;
export const FRIEND_REQUESTS_PAGE_SIZE = 10;
export const USER_SEARCH_PAGE_SIZE = 10;
/** A search needs 2 characters (one letter matches too much to be useful, and the index keys on 2). */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;

export const friendsMessages = {
  alreadySent: 'Friend request already sent to this user.',
  alreadyFriends: 'You are already friends with this user.',
  notYourself: 'You cannot send a friend request to yourself.',
  userNotFound: 'User not found',
  requestNotFound: 'This friend request no longer exists.',
  notFriends: 'You are not friends with this user.',
  /** The 'Plan Limit Reached' notice (docs/requirements/friends.md §2). */
  planLimitTitle: 'Plan Limit Reached',
  planLimit: 'Friend invite limit reached this week. Please upgrade your plan to continue.',
  /** The send button's text at the limit (docs/requirements/friends.md §1). */
  weeklyLimitButton: "You've reached your weekly limit. Upgrade your plan to unlock more.",
  removeFailed: 'Failed to remove friend. Please try again.',
  acceptFailed: 'Failed to accept friend request. Please try again.',
  rejectFailed: 'Failed to reject friend request. Please try again.',
  cancelFailed: 'Failed to cancel friend request. Please try again.',
  sendFailed: 'Failed to send friend request. Please try again.',
} as const;

/** Opaque paging cursor (the table's last key, encoded); bounded so a forged one is a 400, not a 500. */
export const cursorSchema = z.string().min(1).max(2048);
export const pageQuerySchema = z.object({ cursor: cursorSchema.optional() });

export const presenceStatusSchema = z.enum(['online', 'offline', 'hidden']);
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;

/** What anyone signed in may see of another user in lists: never the e-mail address. */
export const userSummarySchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string().optional(),
  /** Country code, when the user gave one. */
  country: z.string().optional(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const friendSchema = userSummarySchema.extend({
  /** When the friendship began (ISO). */
  since: z.string(),
  /** docs/requirements/friends.md §5 "Presence status shown": hidden when the friend turned showStatus off. */
  status: presenceStatusSchema,
  lastSeen: z.string().optional(),
});
export type Friend = z.infer<typeof friendSchema>;

/** GET /friends: one page of the caller's friends, newest friendship first. */
export const friendsPageSchema = z.object({ friends: z.array(friendSchema), nextCursor: z.string().nullable() });
export type FriendsPage = z.infer<typeof friendsPageSchema>;

export const friendRequestDirections = ['incoming', 'sent'] as const;

/** A pending request as its two users see it: `user` is the other party. */
export const friendRequestSchema = z.object({ user: userSummarySchema, sentAt: z.string() });
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export const friendRequestsPageSchema = z.object({ requests: z.array(friendRequestSchema), nextCursor: z.string().nullable() });
export type FriendRequestsPage = z.infer<typeof friendRequestsPageSchema>;

/** GET /friends/summary: the four counters of the friends screen and the week's invites. */
export const friendsSummarySchema = z.object({
  totalFriends: z.number().int().nonnegative(),
  pendingRequests: z.number().int().nonnegative(),
  sentRequests: z.number().int().nonnegative(),
  /** Friends online now (those who hide their status are not counted). */
  friendsActive: z.number().int().nonnegative(),
  /** Invites sent this ISO week (UTC) and the plan's allowance; -1 is unlimited (docs/requirements/plans.md §1). */
  invites: z.object({ used: z.number().int().nonnegative(), limit: z.number().int().min(-1), week: z.string() }),
});
export type FriendsSummary = z.infer<typeof friendsSummarySchema>;

/** POST /friend-requests. */
export const sendFriendRequestSchema = z.object({ toUserId: userIdSchema });
/**
 * `sent`: a request now waits for the other user. `friends`: the other user had already asked the
 * caller, so sending accepted theirs (two users asking each other at once become friends once).
 */
export const sendFriendRequestResponseSchema = z.object({ outcome: z.enum(['sent', 'friends']) });
export type SendFriendRequestResponse = z.infer<typeof sendFriendRequestResponseSchema>;

export const friendActionResponseSchema = z.object({ success: z.literal(true) });

/** The caller's relation to a user in search results. */
export const relationSchema = z.enum(['self', 'friend', 'sent', 'incoming', 'none']);
export type Relation = z.infer<typeof relationSchema>;

/**
 * GET /users/search: names match by the start of any word, e-mail addresses only whole (so the
 * search cannot list who uses which address by their first letters), case-insensitive.
 */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(MIN_SEARCH_LENGTH, `Type at least ${MIN_SEARCH_LENGTH} characters.`).max(MAX_SEARCH_LENGTH),
  cursor: cursorSchema.optional(),
});
export const userSearchResultSchema = z.object({
  users: z.array(userSummarySchema.extend({ relation: relationSchema })),
  nextCursor: z.string().nullable(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

/** GET /me/friend-requests/pending-count: pending requests addressed to the caller. */
export const pendingFriendRequestCountSchema = z.object({ pending: z.number().int().nonnegative() });
export type PendingFriendRequestCount = z.infer<typeof pendingFriendRequestCountSchema>;
