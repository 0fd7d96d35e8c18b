import type { FriendsSummary } from '@contract/friends';
import { friendsTexts } from '../lib/friends-texts';

/** docs/requirements/friends.md §1: Total Friends, Pending Requests, Sent Requests, Friends Active; dashes until known. */
export function FriendsCounters({ summary }: { readonly summary: FriendsSummary | undefined }) {
  const { counters } = friendsTexts;
  const cards: [string, number | undefined][] = [
    [counters.totalFriends, summary?.totalFriends],
    [counters.pendingRequests, summary?.pendingRequests],
    [counters.sentRequests, summary?.sentRequests],
    [counters.friendsActive, summary?.friendsActive],
  ];
  return (
    <dl className="friends-counters">
      {cards.map(([title, value]) => (
        <div key={title} className="friends-counter">
          <dt>{title}</dt>
          <dd>{value === undefined ? '—' : value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
