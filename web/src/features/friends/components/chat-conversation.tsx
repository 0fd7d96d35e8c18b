import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { chatMessages, MAX_CHAT_MESSAGE_LENGTH } from '@contract/chat';
import type { UserSummary } from '@contract/friends';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { isRead, timeOfDay } from '../lib/chat-thread';
import { chatTexts } from '../lib/friends-texts';

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
  const listRef = useRef<HTMLOListElement>(null);
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
      <ol
        ref={listRef}
        className="chat-messages"
        role="log"
        aria-label={friend ? `Messages with ${friend.name}` : chatTexts.panelTitle}
        tabIndex={0}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop <= LOAD_OLDER_AT_PX) loadOlder();
        }}
      >
        {history.hasNextPage ? (
          <li className="chat-messages__older">
            <button type="button" className="button" disabled={history.isFetchingNextPage} onClick={loadOlder}>
              {history.isFetchingNextPage ? chatTexts.loadingOlder : chatTexts.loadOlder}
            </button>
          </li>
        ) : null}
        {friend && history.isError ? (
          <li className="chat-messages__note" role="alert">
            {chatTexts.historyFailed}
          </li>
        ) : null}
        {friend && history.isSuccess && messages.length === 0 && pending.length === 0 ? <li className="chat-messages__note">{chatTexts.noMessages}</li> : null}
        {messages.map((message) => {
          const own = message.fromUserId === me;
          return (
            <li key={message.messageId} className={own ? 'chat-bubble chat-bubble--own' : 'chat-bubble'}>
              <span className="visually-hidden">{own ? 'You: ' : `${friend?.name ?? ''}: `}</span>
              <p className="chat-bubble__text">{message.content}</p>
              <span className="chat-bubble__meta">
                <time dateTime={message.sentAt}>{timeOfDay(message.sentAt)}</time>
                {own ? <span className="chat-bubble__status">{isRead(message, chat.friendReadAt) ? chatTexts.read : chatTexts.sent}</span> : null}
              </span>
            </li>
          );
        })}
        {pending.map((message) => (
          <li key={message.clientId} className="chat-bubble chat-bubble--own chat-bubble--pending" data-pending="true">
            <span className="visually-hidden">You: </span>
            <p className="chat-bubble__text">{message.content}</p>
            <span className="chat-bubble__meta">
              <time dateTime={message.createdAt}>{timeOfDay(message.createdAt)}</time>
              <span className="chat-bubble__status">{chatTexts.sending}</span>
            </span>
          </li>
        ))}
      </ol>
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
