import { z } from 'zod';
import {
  friendActionResponseSchema,
  friendRequestsPageSchema,
  friendsPageSchema,
  friendsSummarySchema,
  pageQuerySchema,
  pendingFriendRequestCountSchema,
  sendFriendRequestResponseSchema,
  sendFriendRequestSchema,
} from '../friends';
import { defineRoute } from '../http/route';
import { userIdSchema } from './ids';

const otherUser = z.object({ userId: userIdSchema });

/**
 * The friends feature (lambdas/friends, docs/requirements/friends.md §1–§5).
 * Every route acts for the caller of the verified token: the other user is the path's `userId`.
 * table:read covers the ConditionChecks of the transactions (both accounts writable, no request
 * the other way, not friends already).
 */
export const friendsApi = {
  countPendingFriendRequests: defineRoute({
    id: 'CountPendingFriendRequests',
    feature: 'friends',
    method: 'GET',
    path: '/me/friend-requests/pending-count',
    access: 'user',
    grants: ['table:read'],
    response: pendingFriendRequestCountSchema,
  }),
  getFriendsSummary: defineRoute({
    id: 'GetFriendsSummary',
    feature: 'friends',
    method: 'GET',
    path: '/friends/summary',
    access: 'user',
    grants: ['table:read'],
    response: friendsSummarySchema,
  }),
  listFriends: defineRoute({
    id: 'ListFriends',
    feature: 'friends',
    method: 'GET',
    path: '/friends',
    access: 'user',
    grants: ['table:read'],
    query: pageQuerySchema,
    response: friendsPageSchema,
  }),
  removeFriend: defineRoute({
    id: 'RemoveFriend',
    feature: 'friends',
    method: 'DELETE',
    path: '/friends/{userId}',
    access: 'user',
    grants: ['table:read', 'table:write', 'websocket:manage'],
    params: otherUser,
    response: friendActionResponseSchema,
  }),
  listIncomingFriendRequests: defineRoute({
    id: 'ListIncomingFriendRequests',
    feature: 'friends',
    method: 'GET',
    path: '/friend-requests/incoming',
    access: 'user',
    grants: ['table:read'],
    query: pageQuerySchema,
    response: friendRequestsPageSchema,
  }),
  listSentFriendRequests: defineRoute({
    id: 'ListSentFriendRequests',
    feature: 'friends',
    method: 'GET',
    path: '/friend-requests/sent',
    access: 'user',
    grants: ['table:read'],
    query: pageQuerySchema,
    response: friendRequestsPageSchema,
  }),
  sendFriendRequest: defineRoute({
    id: 'SendFriendRequest',
    feature: 'friends',
    method: 'POST',
    path: '/friend-requests',
    access: 'user',
    grants: ['table:read', 'table:write', 'websocket:manage'],
    body: sendFriendRequestSchema,
    response: sendFriendRequestResponseSchema,
    status: 201,
  }),
  acceptFriendRequest: defineRoute({
    id: 'AcceptFriendRequest',
    feature: 'friends',
    method: 'POST',
    path: '/friend-requests/{userId}/accept',
    access: 'user',
    grants: ['table:read', 'table:write', 'websocket:manage'],
    params: otherUser,
    response: friendActionResponseSchema,
  }),
  rejectFriendRequest: defineRoute({
    id: 'RejectFriendRequest',
    feature: 'friends',
    method: 'POST',
    path: '/friend-requests/{userId}/reject',
    access: 'user',
    grants: ['table:read', 'table:write', 'websocket:manage'],
    params: otherUser,
    response: friendActionResponseSchema,
  }),
  cancelFriendRequest: defineRoute({
    id: 'CancelFriendRequest',
    feature: 'friends',
    method: 'DELETE',
    path: '/friend-requests/{userId}',
    access: 'user',
    grants: ['table:read', 'table:write', 'websocket:manage'],
    params: otherUser,
    response: friendActionResponseSchema,
  }),
};
