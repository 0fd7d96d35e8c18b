import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { friendsMessages, MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH, type UserSearchResult, type FriendsSummary } from '@contract/friends';
import { Pager } from '@web/components/ui/pager';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { searchUsersQueryOptions } from '../api/search-users';
import { useCursorPager } from '../hooks/use-cursor-pager';
import { useDebouncedValue } from '@web/lib/hooks/use-debounced-value';
import type { FriendActions } from '../hooks/use-friend-actions';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { friendsTexts } from '../lib/friends-texts';
import { FriendName } from './friend-name';

/** docs/requirements/friends.md §3 (blog's value, the spec's only debounce): the search waits this long after the last key. */
export const SEARCH_DEBOUNCE_MS = 300;

type FoundUser = UserSearchResult['users'][number];

interface SearchTabProps {
  readonly me: string;
  readonly actions: FriendActions;
  /** The weekly invite limit is reached: Add Friend is disabled and says so. */
  readonly atLimit: boolean;
  /** This week's invites and the plan's allowance (from the summary), shown under the search box. */
  readonly invites?: FriendsSummary['invites'];
}

/** Search by name or e-mail (server-side, case-insensitive), 10 a page, each user with the caller's relation to them. */
export function SearchTab({ me, actions, atLimit, invites }: SearchTabProps) {
  const api = useApiClient();
  const signIn = useSignInRedirect();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const pager = useCursorPager();
  const { reset } = pager;
  useEffect(() => reset(), [q, reset]);
  const query = useQuery(searchUsersQueryOptions(api, me, q, pager.cursor));
  const hintId = useId();
  const searching = q.length >= MIN_SEARCH_LENGTH;

  return (
    <div className="friends-search">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (!me) signIn();
        }}
      >
        <label className="friends-search__label" htmlFor={`${hintId}-input`}>
          {friendsTexts.searchLabel}
        </label>
        <input
          id={`${hintId}-input`}
          type="search"
          className="input friends-search__input"
          placeholder={friendsTexts.searchPlaceholder}
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={hintId} className="field-hint">
          {friendsTexts.searchTooShort(MIN_SEARCH_LENGTH)}
        </p>
        {me && invites ? <p className="field-hint">{friendsTexts.invitesUsed(invites.used, invites.limit)}</p> : null}
      </form>
      {!me && searching ? (
        <div className="friends-empty">
          <p>{friendsTexts.signInPrompt}</p>
          <button type="button" className="button button--primary" onClick={signIn}>
            {friendsTexts.signIn}
          </button>
        </div>
      ) : null}
      {me && searching ? (
        <>
          {atLimit ? (
            <p className="friends-limit">
              {friendsMessages.weeklyLimitButton} <Link to="/pricing">{friendsTexts.viewPlans}</Link>
            </p>
          ) : null}
          <QueryView
            query={query}
            loading={friendsTexts.loading}
            error={friendsTexts.loadFailed}
            retry={friendsTexts.retry}
            isEmpty={(found) => found.users.length === 0}
            empty={<p className="friends-empty">{friendsTexts.noResults}</p>}
          >
            {(found) => (
              <ul className="friends-list" aria-label="Search results" aria-busy={query.isFetching}>
                {found.users.map((user) => (
                  <li key={user.userId} className="friends-row">
                    <FriendName user={user} />
                    <span className="friends-row__actions">
                      <RelationActions user={user} actions={actions} atLimit={atLimit} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
          <Pager
            hideWhenOnePage
            label="Search results pages"
            page={pager.page}
            hasNext={Boolean(query.data?.nextCursor)}
            onPrevious={pager.previous}
            onNext={() => query.data?.nextCursor && pager.next(query.data.nextCursor)}
          />
        </>
      ) : null}
    </div>
  );
}

function RelationActions({ user, actions, atLimit }: { readonly user: FoundUser; readonly actions: FriendActions; readonly atLimit: boolean }) {
  const busy = actions.busy.has(user.userId);
  switch (user.relation) {
    case 'self':
      return <span className="friends-relation">{friendsTexts.you}</span>;
    case 'friend':
      return <span className="friends-relation">{friendsTexts.friends}</span>;
    case 'sent':
      return (
        <>
          <span className="friends-relation">{friendsTexts.requestSent}</span>
          <button
            type="button"
            className="button"
            disabled={busy}
            aria-label={`${friendsTexts.cancel} friend request to ${user.name}`}
            onClick={() => void actions.cancel(user)}
          >
            {friendsTexts.cancel}
          </button>
        </>
      );
    case 'incoming':
      return (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-label={`${friendsTexts.accept} friend request from ${user.name}`}
          onClick={() => void actions.accept(user)}
        >
          {friendsTexts.accept}
        </button>
      );
    case 'none':
      return atLimit ? (
        <button type="button" className="button friends-limit__button" disabled>
          {friendsMessages.weeklyLimitButton}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-label={`${friendsTexts.addFriend}: ${user.name}`}
          onClick={() => void actions.sendRequest(user)}
        >
          {friendsTexts.addFriend}
        </button>
      );
  }
}
