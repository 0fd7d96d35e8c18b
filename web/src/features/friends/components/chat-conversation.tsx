import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { chatMessages, MAX_CHAT_MESSAGE_LENGTH } from '@contract/chat';
import type { UserSummary } from '@contract/friends';
import { QueryView } from '@web/components/ui/query-view';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { chatTexts, friendsTexts } from '../lib/friends-texts';
import { ChatMessageList } from './chat-message-list';

/** Older messages load when the list is scrolled this close to its top. */
const LOAD_OLDER_AT_PX = 24;

interface ChatConversationProps {
  readonly me: string;
  /** Null until a friend is picked: the input then says 'No friend selected'. */
  readonly friend: UserSummary | null;
}

/**
 * The messages with one friend, oldest at the top, and the input. Mount it keyed by the friend, so
 * each conversation starts with its own state.
 */
export function ChatConversation({ me, friend }: ChatConversationProps) {
  const chat = useChatConversation(me, friend?.userId ?? null);
  const { history, messages, pending, allowance, sending } = chat;
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  /** Distance from the bottom before older messages were asked for, to keep the view where it was. */
  const keepFromBottom = useRef<number | null>(null);
  const reasonId = useId();
  const errorId = useId();
  const reason = allowance.allowed ? null : (allowance.reason ?? chatMessages.noFriendSelected);
  const blocked = !friend || (history.isSuccess && !allowance.allowed);
  const disabled = sending || blocked || history.isPending;

  const loadOlder = () => {
    const list = listRef.current;
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    keepFromBottom.current = list ? list.scrollHeight - list.scrollTop : null;
    void history.fetchNextPage();
  };

  const pageCount = history.data?.pages.length ?? 0;
  const lastKey = `${messages.at(-1)?.messageId ?? ''}:${pending.length}`;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (keepFromBottom.current !== null) {
      list.scrollTop = list.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    }
  }, [pageCount]);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && keepFromBottom.current === null) list.scrollTop = list.scrollHeight;
  }, [lastKey]);

  // The input was disabled while sending: give it back its focus.
  useEffect(() => {
    if (!sending && friend) inputRef.current?.focus();
  }, [sending, friend]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      chat.send();
    }
  };

  return (
    <div className="chat-conversation">
      <div
        ref={listRef}
        className="chat-messages"
        role="log"
        aria-label={friend ? `Messages with ${friend.name}` : chatTexts.panelTitle}
        tabIndex={0}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop <= LOAD_OLDER_AT_PX) loadOlder();
        }}
      >
        {friend ? (
          <QueryView
            query={history}
            loading={chatTexts.loadingMessages}
            error={chatTexts.historyFailed}
            retry={friendsTexts.retry}
            // A page of older messages that failed says so above the messages already shown.
            errorWithStaleData
            // Live messages count: the first one of a new conversation replaces 'No messages yet'.
            isEmpty={() => messages.length === 0 && pending.length === 0}
            empty={<p className="chat-messages__note">{chatTexts.noMessages}</p>}
          >
            {() => (
              <ChatMessageList
                me={me}
                friendName={friend.name}
                messages={messages}
                pending={pending}
                friendReadAt={chat.friendReadAt}
                hasOlder={history.hasNextPage}
                loadingOlder={history.isFetchingNextPage}
                onLoadOlder={loadOlder}
              />
            )}
          </QueryView>
        ) : null}
      </div>
      {chat.error ? (
        <p id={errorId} className="form-message form-message--error" role="alert">
          {chat.error}
        </p>
      ) : null}
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          chat.send();
        }}
      >
        <textarea
          ref={inputRef}
          className="chat-composer__input"
          aria-label={chatTexts.inputLabel}
          aria-describedby={reason && blocked ? reasonId : chat.error ? errorId : undefined}
          placeholder={blocked && reason ? reason : chatMessages.placeholder}
          title={blocked && reason ? reason : undefined}
          rows={2}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          value={chat.draft}
          disabled={disabled}
          onChange={(event) => chat.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {blocked && reason ? (
          <span id={reasonId} className="visually-hidden">
            {reason}
          </span>
        ) : null}
        <button type="submit" className="button button--primary" disabled={disabled || !chat.draft.trim()} title={blocked && reason ? reason : undefined}>
          {sending ? chatTexts.sending : chatTexts.send}
        </button>
      </form>
    </div>
  );
}
