import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { FriendsPage, PresenceStatus } from '@contract/friends';
import { useRealtime } from '@web/lib/realtime/realtime-provider';
import { pendingCountQueryKey } from '../api/count-pending-requests';
import { friendsKeys } from '../api/friends-keys';

const withStatus = (page: FriendsPage, userId: string, status: PresenceStatus): FriendsPage => ({
  ...page,
  friends: page.friends.map((f) => (f.userId === userId ? { ...f, status } : f)),
});

/**
 * Keeps the friends screen live from the socket's pushes: `friends_changed` reloads every list,
 * counter and the red dot's count; `user_status_change` patches the friend's presence where shown;
 * a `chat_message` from a friend whose conversation is not open re-reads the unread counts.
 *
 * Re-read, not counted up by one: the server stores a message before it pushes it, so a read of the
 * counts that ends between the two already holds the message, and adding the push to it counted it
 * twice ("2 unread" for one message, seen on a loaded machine). A re-read also cancels one still in
 * flight, which could otherwise land after the push with a count from before the message.
 */
export function useFriendsLive(me: string, openChatWith: string | null): void {
  const { subscribe, state } = useRealtime();
  const queryClient = useQueryClient();
  const openRef = useRef(openChatWith);
  useEffect(() => {
    openRef.current = openChatWith;
  }, [openChatWith]);

  // Pushes sent while this tab had no connection (before the first connect, during a reconnect)
  // are lost: every (re)connect reads the lists, counters and unread counts again.
  const connected = state.status === 'connected';
  useEffect(() => {
    if (!me || !connected) return;
    void queryClient.invalidateQueries({ queryKey: friendsKeys.all(me) });
    void queryClient.invalidateQueries({ queryKey: pendingCountQueryKey(me) });
    void queryClient.invalidateQueries({ queryKey: friendsKeys.chats(me) });
  }, [me, connected, queryClient]);

  useEffect(() => {
    if (!me) return;
    return subscribe((message) => {
      switch (message.type) {
        case 'friends_changed':
          void queryClient.invalidateQueries({ queryKey: friendsKeys.all(me) });
          void queryClient.invalidateQueries({ queryKey: pendingCountQueryKey(me) });
          return;
        case 'user_status_change': {
          const { userId, status } = message;
          queryClient.setQueriesData<FriendsPage>({ queryKey: friendsKeys.lists(me) }, (page) => page && withStatus(page, userId, status));
          queryClient.setQueryData<InfiniteData<FriendsPage>>(
            friendsKeys.chatFriends(me),
            (data) => data && { ...data, pages: data.pages.map((page) => withStatus(page, userId, status)) },
          );
          void queryClient.invalidateQueries({ queryKey: friendsKeys.summary(me) });
          return;
        }
        case 'chat_message': {
          const from = message.message.fromUserId;
          if (from === me || from === openRef.current) return;
          void queryClient.invalidateQueries({ queryKey: friendsKeys.unread(me) });
          return;
        }
        default:
          return;
      }
    });
  }, [me, subscribe, queryClient]);
}

/** For the navigation bar's red dot: a request that arrives (or goes) re-reads the pending count at once. */
export function usePendingCountLive(me: string | undefined): void {
  const { subscribe } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!me) return;
    return subscribe((message) => {
      if (message.type === 'friends_changed') void queryClient.invalidateQueries({ queryKey: pendingCountQueryKey(me) });
    });
  }, [me, subscribe, queryClient]);
}
