import { useInfiniteQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@contract/chat';
import type { UserSummary } from '@contract/friends';
import { Dialog } from '@web/components/ui/dialog';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { chatFriendsQueryOptions } from '../api/list-friends';
import { chatTexts, friendsTexts } from '../lib/friends-texts';
import { ChatConversation } from './chat-conversation';
import { ChatFriendList } from './chat-friend-list';

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

  return (
    <Dialog title={friend ? chatTexts.dialogTitle(friend.name) : chatTexts.panelTitle} onClose={onClose} className="chat-dialog">
      <div className="chat-layout">
        <nav className="chat-friends" aria-label={chatTexts.friendsHeading}>
          <QueryView
            query={friends}
            loading={friendsTexts.loading}
            error={friendsTexts.loadFailed}
            retry={friendsTexts.retry}
            isEmpty={({ pages }) => pages.every((page) => page.friends.length === 0)}
            empty={<p className="field-hint">{chatTexts.noFriends}</p>}
          >
            {({ pages }) => <ChatFriendList friends={pages.flatMap((page) => page.friends)} current={friend} unread={unread} onSelect={onSelect} />}
          </QueryView>
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
