import type { UnreadCounts } from '@contract/chat';
import type { Friend, UserSummary } from '@contract/friends';
import { chatTexts } from '../lib/friends-texts';
import { Presence } from './presence';

interface ChatFriendListProps {
  readonly friends: readonly Friend[];
  /** The friend whose conversation is open, if any. */
  readonly current: UserSummary | null;
  readonly unread: UnreadCounts | undefined;
  readonly onSelect: (friend: UserSummary) => void;
}

/**
 * The chat panel's friends, each a button that opens the conversation: its name says the unread
 * count too ('Chat with Ada, 2 unread'), which the badge shows only to the eye.
 */
export function ChatFriendList({ friends, current, unread, onSelect }: ChatFriendListProps) {
  const unreadOf = (userId: string) => unread?.conversations.find((c) => c.userId === userId)?.unread ?? 0;
  return (
    <ul className="chat-friends__list">
      {friends.map((f) => {
        const count = unreadOf(f.userId);
        return (
          <li key={f.userId}>
            <button
              type="button"
              className="chat-friends__item"
              aria-current={current?.userId === f.userId ? 'true' : undefined}
              aria-label={`${chatTexts.dialogTitle(f.name)}${count ? `, ${chatTexts.unread(count)}` : ''}`}
              onClick={() => onSelect(f)}
            >
              <span className="chat-friends__name">{f.name}</span>
              <Presence status={f.status} />
              {count ? <span className="chat-badge">{count}</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
