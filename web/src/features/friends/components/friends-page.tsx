import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UserSummary } from '@contract/friends';
import { Tabs } from '@web/components/ui/tabs';
import { useApiClient } from '@web/lib/api-client';
import { unreadCountsQueryOptions } from '../api/chat';
import { atInviteLimit, friendsSummaryQueryOptions } from '../api/get-friends-summary';
import { useFriendActions } from '../hooks/use-friend-actions';
import { useFriendsLive } from '../hooks/use-friends-live';
import { useMyId, useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { friendsTexts } from '../lib/friends-texts';
import { ChatDialog } from './chat-dialog';
import { FriendsCounters } from './friends-counters';
import { MyFriendsTab } from './my-friends-tab';
import { RequestsTab } from './requests-tab';
import { SearchTab } from './search-tab';
import { SignInPrompt } from './sign-in-prompt';
import './friends-page.css';

const tabIds = ['friends', 'requests', 'search'] as const;
type TabId = (typeof tabIds)[number];
const isTab = (value: string | null): value is TabId => tabIds.some((id) => id === value);

interface ChatState {
  readonly open: boolean;
  readonly friend: UserSummary | null;
}

/**
 * /friends (docs/requirements/friends.md §1–§3, §7): counters, the tabs My Friends, Pending
 * Requests and Search, and the Messages button that opens the chat. Public: a visitor sees the
 * screen with a sign-in prompt, and every action goes to /login and comes back here (§1).
 */
export function FriendsPage() {
  const api = useApiClient();
  const me = useMyId();
  const signIn = useSignInRedirect();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'friends';
  const [chat, setChat] = useState<ChatState>({ open: false, friend: null });
  const summary = useQuery(friendsSummaryQueryOptions(api, me));
  const unread = useQuery(unreadCountsQueryOptions(api, me));
  const actions = useFriendActions(me);
  useFriendsLive(me, chat.open ? (chat.friend?.userId ?? null) : null);

  const openChat = (friend: UserSummary | null) => (me ? setChat({ open: true, friend }) : signIn());
  const unreadTotal = unread.data?.total ?? 0;
  const signedIn = me !== '';

  return (
    <section className="page friends-page" aria-labelledby="page-title">
      <div className="page__header friends-page__header">
        <div>
          <h1 id="page-title">{friendsTexts.title}</h1>
          <p className="friends-page__intro">{friendsTexts.intro}</p>
        </div>
        <button type="button" className="button button--primary friends-page__messages" onClick={() => openChat(null)}>
          {friendsTexts.messages}
          {unreadTotal > 0 ? (
            <span className="chat-badge">
              {unreadTotal}
              <span className="visually-hidden"> unread</span>
            </span>
          ) : null}
        </button>
      </div>
      <FriendsCounters summary={summary.data} />
      <Tabs
        label={friendsTexts.title}
        value={tab}
        onValueChange={(id) => setParams(id === 'friends' ? {} : { tab: id }, { replace: true })}
        classNames={{ root: 'friends-tabs', list: 'friends-tabs__list', tab: 'friends-tabs__tab', panel: 'friends-tabs__panel' }}
        items={[
          {
            id: 'friends',
            label: friendsTexts.tabs.friends,
            panel: signedIn ? <MyFriendsTab me={me} summary={summary.data} actions={actions} onMessage={openChat} /> : <SignInPrompt />,
          },
          {
            id: 'requests',
            label: friendsTexts.tabs.requests,
            panel: signedIn ? (
              <RequestsTab me={me} pendingTotal={summary.data?.pendingRequests} sentTotal={summary.data?.sentRequests} actions={actions} />
            ) : (
              <SignInPrompt />
            ),
          },
          {
            id: 'search',
            label: friendsTexts.tabs.search,
            panel: <SearchTab me={me} actions={actions} atLimit={atInviteLimit(summary.data)} invites={summary.data?.invites} />,
          },
        ]}
      />
      {chat.open && signedIn ? (
        <ChatDialog
          me={me}
          friend={chat.friend}
          unread={unread.data}
          onSelect={(friend) => setChat({ open: true, friend })}
          onClose={() => setChat({ open: false, friend: null })}
        />
      ) : null}
    </section>
  );
}
