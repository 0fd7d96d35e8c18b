import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  type FriendRequestsPage,
  type FriendsPage,
  type FriendsSummary,
  friendsMessages,
  type Relation,
  type UserSearchResult,
  type UserSummary,
} from '@contract/friends';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { pendingCountQueryKey } from '../api/count-pending-requests';
import { acceptFriendRequest, cancelFriendRequest, rejectFriendRequest, removeFriend, sendFriendRequest } from '../api/friend-actions';
import { friendsKeys } from '../api/friends-keys';
import { friendsTexts } from '../lib/friends-texts';

type SummaryChange = Partial<Record<'totalFriends' | 'pendingRequests' | 'sentRequests' | 'friendsActive' | 'invitesUsed', number>>;

/** The optimistic edits of the cached lists and counters; the server's answer then reloads them. */
function cacheEditor(queryClient: QueryClient, me: string) {
  return {
    summary(change: SummaryChange) {
      queryClient.setQueryData<FriendsSummary>(friendsKeys.summary(me), (s) => {
        if (!s) return s;
        const add = (value: number, delta = 0) => Math.max(0, value + delta);
        return {
          totalFriends: add(s.totalFriends, change.totalFriends),
          pendingRequests: add(s.pendingRequests, change.pendingRequests),
          sentRequests: add(s.sentRequests, change.sentRequests),
          friendsActive: add(s.friendsActive, change.friendsActive),
          invites: { ...s.invites, used: add(s.invites.used, change.invitesUsed) },
        };
      });
    },
    dropFriend(userId: string) {
      queryClient.setQueriesData<FriendsPage>({ queryKey: friendsKeys.lists(me) }, (p) => p && { ...p, friends: p.friends.filter((f) => f.userId !== userId) });
      queryClient.setQueryData<InfiniteData<FriendsPage>>(
        friendsKeys.chatFriends(me),
        (d) => d && { ...d, pages: d.pages.map((p) => ({ ...p, friends: p.friends.filter((f) => f.userId !== userId) })) },
      );
    },
    dropRequest(direction: 'incoming' | 'sent', userId: string) {
      queryClient.setQueriesData<FriendRequestsPage>(
        { queryKey: ['friends', me, 'requests', direction] },
        (p) => p && { ...p, requests: p.requests.filter((r) => r.user.userId !== userId) },
      );
    },
    relation(userId: string, relation: Relation) {
      queryClient.setQueriesData<UserSearchResult>(
        { queryKey: friendsKeys.searches(me) },
        (r) => r && { ...r, users: r.users.map((u) => (u.userId === userId ? { ...u, relation } : u)) },
      );
    },
  };
}

/** A 404 or 409 carries the server's own spec text (request gone, already friends, …); anything else the spec's failure message. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && (error.status === 404 || error.status === 409) ? error.message : fallback;
}

/**
 * The friend actions of the screen, optimistic: the lists and counters change at once and are put
 * back when the server refuses, with the spec's message as an error toast. `busy` holds the users
 * whose action is in flight (their buttons are disabled meanwhile).
 */
export function useFriendActions(me: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const perform = useCallback(
    async <T>(userId: string, call: () => Promise<T>, edit: () => void, onError: (error: unknown) => void, onDone?: (result: T) => void) => {
      setBusy((set) => new Set(set).add(userId));
      // Cancelling is immediate; a fetch in flight must not overwrite the optimistic edit.
      void queryClient.cancelQueries({ queryKey: friendsKeys.all(me) });
      const before = queryClient.getQueriesData({ queryKey: friendsKeys.all(me) });
      try {
        edit();
        // Awaited apart: in `onDone?.(await call())` a missing onDone short-circuits the call itself.
        const result = await call();
        onDone?.(result);
      } catch (error) {
        for (const [key, data] of before) queryClient.setQueryData(key, data);
        onError(error);
      } finally {
        setBusy((set) => {
          const next = new Set(set);
          next.delete(userId);
          return next;
        });
        void queryClient.invalidateQueries({ queryKey: friendsKeys.all(me) });
        void queryClient.invalidateQueries({ queryKey: pendingCountQueryKey(me) });
      }
    },
    [me, queryClient],
  );

  const cache = cacheEditor(queryClient, me);
  const fail = (fallback: string) => (error: unknown) => toast.error(failureText(error, fallback));

  return {
    busy,
    sendRequest: (user: UserSummary) =>
      perform(
        user.userId,
        () => sendFriendRequest(api, user.userId),
        () => {
          cache.relation(user.userId, 'sent');
          cache.summary({ sentRequests: 1, invitesUsed: 1 });
        },
        (error) => {
          if (error instanceof ApiError && error.status === 429) toast.error(`${friendsMessages.planLimitTitle}: ${friendsMessages.planLimit}`);
          else fail(friendsMessages.sendFailed)(error);
        },
        ({ outcome }) => {
          if (outcome !== 'friends') return;
          cache.relation(user.userId, 'friend');
          toast.success(friendsTexts.nowFriends(user.name));
        },
      ),
    accept: (user: UserSummary) =>
      perform(
        user.userId,
        () => acceptFriendRequest(api, user.userId),
        () => {
          cache.dropRequest('incoming', user.userId);
          cache.relation(user.userId, 'friend');
          cache.summary({ pendingRequests: -1, totalFriends: 1 });
        },
        fail(friendsMessages.acceptFailed),
      ),
    reject: (user: UserSummary) =>
      perform(
        user.userId,
        () => rejectFriendRequest(api, user.userId),
        () => {
          cache.dropRequest('incoming', user.userId);
          cache.relation(user.userId, 'none');
          cache.summary({ pendingRequests: -1 });
        },
        fail(friendsMessages.rejectFailed),
      ),
    cancel: (user: UserSummary) =>
      perform(
        user.userId,
        () => cancelFriendRequest(api, user.userId),
        () => {
          cache.dropRequest('sent', user.userId);
          cache.relation(user.userId, 'none');
          cache.summary({ sentRequests: -1 });
        },
        fail(friendsMessages.cancelFailed),
      ),
    remove: (user: UserSummary & { status?: string }) =>
      perform(
        user.userId,
        () => removeFriend(api, user.userId),
        () => {
          cache.dropFriend(user.userId);
          cache.relation(user.userId, 'none');
          cache.summary({ totalFriends: -1, friendsActive: user.status === 'online' ? -1 : 0 });
        },
        fail(friendsMessages.removeFailed),
      ),
  };
}

export type FriendActions = ReturnType<typeof useFriendActions>;
