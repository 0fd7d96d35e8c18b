import { useQuery } from '@tanstack/react-query';
import { type FriendRequest, FRIEND_REQUESTS_PAGE_SIZE } from '@contract/friends';
import { Pager, pageCount } from '@web/components/ui/pager';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { friendRequestsQueryOptions, type RequestDirection } from '../api/list-friend-requests';
import { useCursorPager } from '../hooks/use-cursor-pager';
import type { FriendActions } from '../hooks/use-friend-actions';
import { friendsTexts } from '../lib/friends-texts';
import { FriendName } from './friend-name';

interface RequestsTabProps {
  readonly me: string;
  readonly pendingTotal: number | undefined;
  readonly sentTotal: number | undefined;
  readonly actions: FriendActions;
}

/** Requests to the caller (Accept / Reject) and the caller's own (Cancel), each list paged. */
export function RequestsTab({ me, pendingTotal, sentTotal, actions }: RequestsTabProps) {
  return (
    <div className="friends-requests">
      <RequestList me={me} direction="incoming" total={pendingTotal} actions={actions} />
      <RequestList me={me} direction="sent" total={sentTotal} actions={actions} />
    </div>
  );
}

interface RequestListProps {
  readonly me: string;
  readonly direction: RequestDirection;
  readonly total: number | undefined;
  readonly actions: FriendActions;
}

function RequestList({ me, direction, total, actions }: RequestListProps) {
  const api = useApiClient();
  const pager = useCursorPager();
  const query = useQuery(friendRequestsQueryOptions(api, me, direction, pager.cursor));
  const incoming = direction === 'incoming';
  const heading = incoming ? friendsTexts.incomingHeading : friendsTexts.sentHeading;
  const headingId = `friends-requests-${direction}`;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="friends-requests__heading">
        {heading}
      </h2>
      <QueryView
        query={query}
        loading={friendsTexts.loading}
        error={friendsTexts.loadFailed}
        retry={friendsTexts.retry}
        isEmpty={(page) => page.requests.length === 0}
        empty={<p className="friends-empty">{incoming ? friendsTexts.noIncoming : friendsTexts.noSent}</p>}
      >
        {(page) => (
          <ul className="friends-list" aria-labelledby={headingId}>
            {page.requests.map((request) => (
              <li key={request.user.userId} className="friends-row">
                <FriendName user={request.user} />
                <time className="friends-row__when" dateTime={request.sentAt}>
                  {new Date(request.sentAt).toLocaleDateString()}
                </time>
                <span className="friends-row__actions">
                  {incoming ? <IncomingActions request={request} actions={actions} /> : <SentActions request={request} actions={actions} />}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Pager
        hideWhenOnePage
        label={`${heading} requests pages`}
        page={pager.page}
        pages={pageCount(total, FRIEND_REQUESTS_PAGE_SIZE)}
        hasNext={Boolean(query.data?.nextCursor)}
        onPrevious={pager.previous}
        onNext={() => query.data?.nextCursor && pager.next(query.data.nextCursor)}
      />
    </section>
  );
}

function IncomingActions({ request: { user }, actions }: { readonly request: FriendRequest; readonly actions: FriendActions }) {
  const busy = actions.busy.has(user.userId);
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-label={`${friendsTexts.accept} friend request from ${user.name}`}
        onClick={() => void actions.accept(user)}
      >
        {friendsTexts.accept}
      </button>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-label={`${friendsTexts.reject} friend request from ${user.name}`}
        onClick={() => void actions.reject(user)}
      >
        {friendsTexts.reject}
      </button>
    </>
  );
}

function SentActions({ request: { user }, actions }: { readonly request: FriendRequest; readonly actions: FriendActions }) {
  return (
    <button
      type="button"
      className="button"
      disabled={actions.busy.has(user.userId)}
      aria-label={`${friendsTexts.cancel} friend request to ${user.name}`}
      onClick={() => void actions.cancel(user)}
    >
      {friendsTexts.cancel}
    </button>
  );
}
