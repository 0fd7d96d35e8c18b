import { useInfiniteQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@contract/chat';
import type { UserSummary } from '@contract/friends';
import { Dialog } from '@web/components/ui/dialog';
import { useApiClient } from '@web/lib/api-client';
import { chatFriendsQueryOptions } from '../api/list-friends';
import { chatTexts } from '../lib/friends-texts';
import { ChatConversation } from './chat-conversation';
import { Presence } from './presence';

interface ChatDialogProps {
  readonly me: string;
  readonly friend: UserSummary | null;
  readonly unread: UnreadCounts | undefined;
  readonly onSelect: (friend: UserSummary) => void;
  readonly onClose: () => void;
}

/**
 * The chat panel (docs/requirements/friends.md §1): the caller's friends with their unread counts, and
 * the conversation with the one picked, titled 'Chat with {name}'. A modal dialog: focus stays
 * inside, Escape and Close leave it.
 */
export function ChatDialog({ me, friend, unread, onSelect, onClose }: ChatDialogProps) {
  const api = useApiClient();
  const friends = useInfiniteQuery(chatFriendsQueryOptions(api, me));
  const list = friends.data?.pages.flatMap((page) => page.friends) ?? [];
  const unreadOf = (userId: string) => unread?.conversations.find((c) => c.userId === userId)?.unread ?? 0;

  return (
    <Dialog title={friend ? chatTexts.dialogTitle(friend.name) : chatTexts.panelTitle} onClose={onClose} className="chat-dialog">
      <div className="chat-layout">
        <nav className="chat-friends" aria-label={chatTexts.friendsHeading}>
          {friends.isSuccess && list.length === 0 ? <p className="field-hint">{chatTexts.noFriends}</p> : null}
          <ul className="chat-friends__list">
            {list.map((f) => {
              const count = unreadOf(f.userId);
              return (
                <li key={f.userId}>
                  <button
                    type="button"
                    className="chat-friends__item"
                    aria-current={friend?.userId === f.userId ? 'true' : undefined}
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
          {friends.hasNextPage ? (
            <button type="button" className="button" disabled={friends.isFetchingNextPage} onClick={() => void friends.fetchNextPage()}>
              {chatTexts.showMoreFriends}
            </button>
          ) : null}
        </nav>
        <ChatConversation key={friend?.userId ?? ''} me={me} friend={friend} />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {chatTexts.close}
        </button>
      </div>
    </Dialog>
  );
}
