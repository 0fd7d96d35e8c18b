import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { chatApi } from '@contract/api/chat';
import type { ChatHistory, UnreadCounts } from '@contract/chat';
import type { ApiClient } from '@web/lib/api-client';
import { friendsKeys } from './friends-keys';

/**
 * The chat's three REST routes (contract/api/chat.ts); messages themselves go over the socket.
 */

/** GET /chats/{userId}/messages?before=…: the 8 newest first, then older pages of 8 (each oldest first). */
export function getChatHistory(api: ApiClient, friendId: string, before: string | undefined, signal?: AbortSignal): Promise<ChatHistory> {
  return api.call(chatApi.getChatHistory, { params: { userId: friendId }, query: before ? { before } : {}, signal });
}

/** Pages run newest to oldest: `pages[0]` holds the newest messages and the current allowance. */
export function chatHistoryQueryOptions(api: ApiClient, me: string, friendId: string) {
  return infiniteQueryOptions({
    queryKey: friendsKeys.chat(me, friendId),
    queryFn: ({ pageParam, signal }) => getChatHistory(api, friendId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.olderCursor ?? undefined,
    enabled: me !== '' && friendId !== '',
    // A conversation is read fresh on every opening: messages may have come while it was closed.
    staleTime: 0,
  });
}

/** POST /chats/{userId}/read: every message from the friend so far is read. */
export function markChatRead(api: ApiClient, friendId: string): Promise<{ readAt: string }> {
  return api.call(chatApi.markChatRead, { params: { userId: friendId } });
}

/** GET /me/chats/unread */
export function getUnreadCounts(api: ApiClient, signal?: AbortSignal): Promise<UnreadCounts> {
  return api.call(chatApi.getUnreadCounts, { signal });
}

export function unreadCountsQueryOptions(api: ApiClient, me: string) {
  return queryOptions({ queryKey: friendsKeys.unread(me), queryFn: ({ signal }) => getUnreadCounts(api, signal), enabled: me !== '' });
}

/** The counts once a conversation is read: its friend drops out and the total falls by its count. */
export function withConversationRead(counts: UnreadCounts, friendId: string): UnreadCounts {
  const gone = counts.conversations.find((c) => c.userId === friendId)?.unread ?? 0;
  return { total: Math.max(0, counts.total - gone), conversations: counts.conversations.filter((c) => c.userId !== friendId) };
}
