import type { ChatMessage } from '@contract/chat';
import { isRead, type PendingMessage, timeOfDay } from '../lib/chat-thread';
import { chatTexts } from '../lib/friends-texts';

interface ChatMessageListProps {
  readonly me: string;
  readonly friendName: string;
  /** Oldest first, the history's and those that arrived live. */
  readonly messages: readonly ChatMessage[];
  /** The caller's messages the server has not acknowledged yet, after the others. */
  readonly pending: readonly PendingMessage[];
  readonly friendReadAt: string | null;
  readonly hasOlder: boolean;
  readonly loadingOlder: boolean;
  readonly onLoadOlder: () => void;
}

/**
 * The bubbles of a loaded conversation, under 'Load older messages' while older ones remain. Each
 * starts with who wrote it for screen readers ('You: ' or the friend's name), and an own message
 * ends with Read, Sent or Sending.
 */
export function ChatMessageList({ me, friendName, messages, pending, friendReadAt, hasOlder, loadingOlder, onLoadOlder }: ChatMessageListProps) {
  return (
    <ol className="chat-messages__list">
      {hasOlder ? (
        <li className="chat-messages__older">
          <button type="button" className="button" disabled={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder ? chatTexts.loadingOlder : chatTexts.loadOlder}
          </button>
        </li>
      ) : null}
      {messages.map((message) => {
        const own = message.fromUserId === me;
        return (
          <li key={message.messageId} className={own ? 'chat-bubble chat-bubble--own' : 'chat-bubble'}>
            <span className="visually-hidden">{own ? 'You: ' : `${friendName}: `}</span>
            <p className="chat-bubble__text">{message.content}</p>
            <span className="chat-bubble__meta">
              <time dateTime={message.sentAt}>{timeOfDay(message.sentAt)}</time>
              {own ? <span className="chat-bubble__status">{isRead(message, friendReadAt) ? chatTexts.read : chatTexts.sent}</span> : null}
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
  );
}
