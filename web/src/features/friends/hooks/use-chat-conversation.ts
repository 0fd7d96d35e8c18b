import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ChatAllowance, type ChatMessage, chatIdOf, chatMessages, MAX_CHAT_MESSAGE_LENGTH, type UnreadCounts } from '@contract/chat';
import { useApiClient } from '@web/lib/api-client';
import { useRealtime } from '@web/lib/realtime/realtime-provider';
import { chatHistoryQueryOptions, markChatRead, withConversationRead } from '../api/chat';
import { friendsKeys } from '../api/friends-keys';
import { type PendingMessage, threadOf, withMessage } from '../lib/chat-thread';
import { newClientMessageId } from '../lib/client-id';

const noFriend: ChatAllowance = { allowed: false, reason: chatMessages.noFriendSelected };

/**
 * One open conversation with a friend (docs/requirements/friends.md §4): its history in pages of 8
 * (older ones on request), messages that arrive live, the caller's messages in flight, and why
 * sending is not allowed. A message is shown at once under a new client id, sent as `chat_send`,
 * and replaced by the stored copy on `chat_ack` (or on its `chat_message`, whichever comes first;
 * the other is then no duplicate). `chat_error` takes it back and restores the text with the
 * reason. After a reconnect the messages still in flight go again with the same client id, which
 * the server stores once.
 */
export function useChatConversation(me: string, friendId: string | null) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { subscribe, sendChat, state } = useRealtime();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [friendReadAt, setFriendReadAt] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  const history = useInfiniteQuery(chatHistoryQueryOptions(api, me, friendId ?? ''));
  const chatId = friendId ? chatIdOf(me, friendId) : null;

  const markRead = useCallback(() => {
    if (!friendId) return;
    queryClient.setQueryData<UnreadCounts>(friendsKeys.unread(me), (counts) => counts && withConversationRead(counts, friendId));
    markChatRead(api, friendId).catch(() => {
      // Not marked: the next opening tries again; the count comes back with the next read of it.
      void queryClient.invalidateQueries({ queryKey: friendsKeys.unread(me) });
    });
  }, [api, friendId, me, queryClient]);

  // docs/requirements/friends.md §4: opening the conversation reads it.
  useEffect(() => {
    markRead();
  }, [markRead]);

  useEffect(() => {
    if (!friendId || !chatId) return;
    return subscribe((message) => {
      switch (message.type) {
        case 'chat_ack':
        case 'chat_message': {
          const stored = message.message;
          if (stored.chatId !== chatId) return;
          setLive((messages) => withMessage(messages, stored));
          if (stored.fromUserId === me) setPending((list) => list.filter((p) => p.clientId !== stored.clientId));
          else if (message.type === 'chat_message') markRead();
          return;
        }
        case 'chat_error': {
          const failed = pendingRef.current.find((p) => p.clientId === message.clientId);
          if (!failed) return;
          setPending((list) => list.filter((p) => p.clientId !== message.clientId));
          setDraft((text) => (text.trim() ? text : failed.content));
          setError(message.message);
          return;
        }
        case 'chat_read':
          if (message.userId === friendId) setFriendReadAt((at) => (at && at > message.readAt ? at : message.readAt));
          return;
        default:
          return;
      }
    });
  }, [chatId, friendId, me, subscribe, markRead]);

  // Back online: what is still in flight goes again under the same client id (the server dedupes).
  const previousStatus = useRef(state.status);
  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = state.status;
    if (state.status === 'connected' && before !== 'connected') {
      for (const p of pendingRef.current) sendChat({ toUserId: p.toUserId, clientId: p.clientId, content: p.content });
    }
    if ((state.status === 'failed' || state.status === 'closed') && pendingRef.current.length > 0) {
      // Given up: nothing will carry them; the text comes back to be sent later.
      const [first] = pendingRef.current;
      setPending([]);
      setDraft((text) => (text.trim() || !first ? text : first.content));
      setError(chatMessages.sendFailed);
    }
  }, [state.status, sendChat]);

  const pages = history.data?.pages;
  const messages = useMemo(() => threadOf(pages ?? [], live), [pages, live]);
  const allowance: ChatAllowance = !friendId ? noFriend : (pages?.[0]?.allowance ?? { allowed: false, reason: null });
  const sending = pending.length > 0;

  const send = useCallback(() => {
    const content = draft.trim();
    if (!friendId || !content || sending || !allowance.allowed) return;
    if (content.length > MAX_CHAT_MESSAGE_LENGTH) {
      setError(chatMessages.tooLong);
      return;
    }
    const clientId = newClientMessageId();
    if (!sendChat({ toUserId: friendId, clientId, content })) {
      setError(chatMessages.sendFailed);
      return;
    }
    setError(null);
    setDraft('');
    setPending((list) => [...list, { clientId, toUserId: friendId, content, createdAt: new Date().toISOString() }]);
  }, [allowance.allowed, draft, friendId, sendChat, sending]);

  return {
    history,
    messages,
    pending,
    friendReadAt,
    allowance,
    draft,
    setDraft,
    error,
    sending,
    send,
  };
}

export type ChatConversation = ReturnType<typeof useChatConversation>;
