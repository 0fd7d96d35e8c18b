import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Friend, FRIENDS_PAGE_SIZE, type FriendsSummary } from '@contract/friends';
import { Pager, pageCount } from '@web/components/ui/pager';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { friendsPageQueryOptions } from '../api/list-friends';
import { useCursorPager } from '../hooks/use-cursor-pager';
import type { FriendActions } from '../hooks/use-friend-actions';
import { friendsTexts } from '../lib/friends-texts';
import { FriendName } from './friend-name';
import { Presence } from './presence';
import { RemoveFriendDialog } from './remove-friend-dialog';

interface MyFriendsTabProps {
  readonly me: string;
  readonly summary: FriendsSummary | undefined;
  readonly actions: FriendActions;
  readonly onMessage: (friend: Friend) => void;
}

/** The caller's friends, a page at a time: presence, Message and Remove (after a confirmation). */
export function MyFriendsTab({ me, summary, actions, onMessage }: MyFriendsTabProps) {
  const api = useApiClient();
  const pager = useCursorPager();
  const query = useQuery(friendsPageQueryOptions(api, me, pager.cursor));
  const [removing, setRemoving] = useState<Friend | null>(null);

  // The last friend of a later page removed: show the page before.
  const emptiedPage = query.isSuccess && !query.isPlaceholderData && query.data.friends.length === 0 && pager.page > 1;
  const { previous } = pager;
  useEffect(() => {
    if (emptiedPage) previous();
  }, [emptiedPage, previous]);

  return (
    <>
      <QueryView
        query={query}
        loading={friendsTexts.loading}
        error={friendsTexts.loadFailed}
        retry={friendsTexts.retry}
        isEmpty={(page) => page.friends.length === 0}
        empty={<p className="friends-empty">{friendsTexts.noFriends}</p>}
      >
        {(page) => (
          <ul className="friends-list" aria-label={friendsTexts.tabs.friends}>
            {page.friends.map((friend) => (
              <li key={friend.userId} className="friends-row">
                <FriendName user={friend} />
                <Presence status={friend.status} />
                <span className="friends-row__actions">
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={`${friendsTexts.message} ${friend.name}`}
                    onClick={() => onMessage(friend)}
                  >
                    {friendsTexts.message}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={`${friendsTexts.remove} ${friend.name}`}
                    disabled={actions.busy.has(friend.userId)}
                    onClick={() => setRemoving(friend)}
                  >
                    {friendsTexts.remove}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Pager
        hideWhenOnePage
        label="Friends pages"
        page={pager.page}
        pages={pageCount(summary?.totalFriends, FRIENDS_PAGE_SIZE)}
        hasNext={Boolean(query.data?.nextCursor)}
        onPrevious={pager.previous}
        onNext={() => query.data?.nextCursor && pager.next(query.data.nextCursor)}
      />
      {removing ? (
        <RemoveFriendDialog
          friend={removing}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            void actions.remove(removing);
          }}
        />
      ) : null}
    </>
  );
}
