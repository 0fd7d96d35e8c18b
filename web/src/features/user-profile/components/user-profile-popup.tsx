import './user-profile-popup.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ACHIEVEMENT_CAROUSEL_MS, type UserCard, userCardMessages } from '@contract/user-card';
import { Avatar } from '@web/components/ui/avatar';
import { Carousel } from '@web/components/ui/carousel';
import { Flag } from '@web/components/ui/flag';
import { Dialog } from '@web/components/ui/dialog';
import { QueryView, type QueryState } from '@web/components/ui/query-view';
import { ApiError, useApiClient } from '@web/lib/api-client';
import { userCardQueryOptions } from '../api/get-user-card';
import { useLiveCardPresence } from '../hooks/use-live-card-presence';
import { daysText, memberSinceText, numberText, solvedSummary, userProfileTexts } from '../lib/user-profile-texts';

const SolvedDonut = lazy(() => import('./solved-donut'));

interface UserProfilePopupProps {
  readonly userId: string;
  readonly onClose: () => void;
  /** docs/requirements/friends.md §6: Retry reloads the page. */
  readonly onRetry?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * The user profile popup (docs/requirements/friends.md §6): any user's card, opened by user id from a
 * name anywhere (lib/user-profile). A modal dialog: focus moves in and is trapped, Escape and Close
 * dismiss it, and focus returns to the name that opened it.
 */
export function UserProfilePopup({ userId, onClose, onRetry = reloadPage }: UserProfilePopupProps) {
  const api = useApiClient();
  const card = useQuery(userCardQueryOptions(api, userId));
  useLiveCardPresence(userId);
  // docs/requirements/friends.md §6: Retry reloads the page rather than the card alone.
  const shown: QueryState<UserCard> = { data: card.data, isError: card.isError, error: card.error, isFetching: card.isFetching, refetch: onRetry };
  return (
    <Dialog title={card.data?.name ?? userProfileTexts.title} onClose={onClose} className="user-profile">
      <QueryView
        query={shown}
        loading={userProfileTexts.loading}
        error={(error) => (isNotFound(error) ? userCardMessages.notFound : userCardMessages.loadFailed(error.message))}
        // An unknown user stays unknown: nothing to retry.
        retry={isNotFound(card.error) ? false : userProfileTexts.retry}
      >
        {(loaded) => <UserCardView card={loaded} />}
      </QueryView>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {userProfileTexts.close}
        </button>
      </div>
    </Dialog>
  );
}

const isNotFound = (error: Error | null) => error instanceof ApiError && error.status === 404;

function Presence({ status }: { readonly status: UserCard['status'] }) {
  // Hidden by the user: nothing at all, not even "Offline".
  if (status === 'hidden') return null;
  return (
    <span className={`user-profile__presence user-profile__presence--${status}`}>
      <span className="user-profile__dot" aria-hidden="true" />
      {status === 'online' ? userProfileTexts.online : userProfileTexts.offline}
    </span>
  );
}

function UserCardView({ card }: { readonly card: UserCard }) {
  const figures: [string, string][] = [
    [userProfileTexts.xp, numberText(card.xp)],
    [userProfileTexts.level, String(card.level)],
    [userProfileTexts.longestStreak, daysText(card.longestStreak)],
    [userProfileTexts.memberSince, memberSinceText(card.memberSince)],
    ...(card.rating !== null ? [[userProfileTexts.rating, numberText(card.rating)] as [string, string]] : []),
  ];
  return (
    <div className="user-profile__body">
      <div className="user-profile__header">
        <Avatar name={card.name} size="large" {...(card.avatar && { src: card.avatar })} />
        <div className="user-profile__who">
          {card.country ? (
            <span className="user-profile__country">
              <Flag code={card.country.code} name={card.country.name} /> <span aria-hidden="true">{card.country.name}</span>
            </span>
          ) : null}
          <span className="user-profile__crew">
            <span className="visually-hidden">{userProfileTexts.crew}: </span>
            {card.crew ? `${card.crew.name} · ${card.crew.levelName}` : userCardMessages.noCrew}
          </span>
          <Presence status={card.status} />
        </div>
      </div>

      <dl className="user-profile__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="user-profile__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section className="user-profile__section" aria-labelledby="user-profile-solved">
        <h3 id="user-profile-solved">{userProfileTexts.solved}</h3>
        <Suspense fallback={<p className="user-profile__solved-text">{solvedSummary(card.solved)}</p>}>
          <SolvedDonut solved={card.solved} />
        </Suspense>
      </section>

      <section className="user-profile__section" aria-labelledby="user-profile-rankings">
        <h3 id="user-profile-rankings">{userProfileTexts.rankings}</h3>
        <dl className="user-profile__rankings">
          {card.rankings.map((ranking) => (
            <div key={ranking.key} className="user-profile__ranking">
              <dt>{ranking.label}</dt>
              <dd>
                {ranking.rank === null ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{userProfileTexts.notRanked}</span>
                  </>
                ) : (
                  `#${numberText(ranking.rank)}`
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="user-profile__section" aria-labelledby="user-profile-achievements">
        <h3 id="user-profile-achievements">{userProfileTexts.achievements}</h3>
        <Achievements achievements={card.achievements} />
      </section>
    </div>
  );
}

/** docs/requirements/friends.md §6: the achievements one at a time, moving on every 3 s when there is more than one. */
function Achievements({ achievements }: { readonly achievements: UserCard['achievements'] }) {
  if (achievements.length === 0) return <p className="achievements__empty">{userCardMessages.noAchievements}</p>;
  return (
    <Carousel
      items={achievements}
      itemKey={(achievement) => achievement.id}
      label={userProfileTexts.achievements}
      previousLabel={userProfileTexts.previous}
      nextLabel={userProfileTexts.next}
      autoplay={{ intervalMs: ACHIEVEMENT_CAROUSEL_MS, pauseText: userProfileTexts.pause }}
      dots
      classNames={{ slides: 'achievements__viewport', slide: 'achievement' }}
      renderSlide={(achievement) => (
        <>
          <span className="achievement__icon" aria-hidden="true">
            🏅
          </span>
          <strong className="achievement__title">{achievement.title}</strong>
          <span className="achievement__description">{achievement.description}</span>
        </>
      )}
    />
  );
}
