import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { ACHIEVEMENT_CAROUSEL_MS, type UserCard, userCardMessages } from '@contract/user-card';
import { userProfileTexts } from '../lib/user-profile-texts';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the user asked for reduced motion, followed as it changes; false where matchMedia is missing. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia?.(reducedMotionQuery);
      query?.addEventListener('change', notify);
      return () => query?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
  );
}

/**
 * The achievements one at a time (docs/requirements/friends.md §6: advances every 3 s when there is more than one). It stops
 * while the pointer is over it or focus is in it, when the user presses Pause, and never moves by
 * itself for a user who asked for reduced motion (WCAG 2.2.2); Previous and Next move by hand.
 */
export function AchievementsCarousel({ achievements }: { readonly achievements: UserCard['achievements'] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = achievements.length;
  const rotating = count > 1 && !paused && !reducedMotion && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ACHIEVEMENT_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return <p className="achievements__empty">{userCardMessages.noAchievements}</p>;
  const shown = achievements[index % count]!;
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      className="achievements"
      role="group"
      aria-roledescription="carousel"
      aria-label={userProfileTexts.achievements}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      {/* Announced when moved by hand, not every 3 s while it rotates by itself. */}
      <div className="achievements__viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div key={shown.id} className="achievement" role="group" aria-roledescription="slide" aria-label={`${(index % count) + 1} of ${count}`}>
          <span className="achievement__icon" aria-hidden="true">
            🏅
          </span>
          <strong className="achievement__title">{shown.title}</strong>
          <span className="achievement__description">{shown.description}</span>
        </div>
      </div>
      {count > 1 ? (
        <div className="achievements__controls">
          <button type="button" className="button achievements__step" aria-label={userProfileTexts.previous} onClick={() => setIndex((i) => (i - 1 + count) % count)}>
            ‹
          </button>
          <span className="achievements__dots" aria-hidden="true">
            {achievements.map((a, i) => (
              <span key={a.id} className={i === index % count ? 'achievements__dot achievements__dot--on' : 'achievements__dot'} />
            ))}
          </span>
          {reducedMotion ? null : (
            <button type="button" className="button achievements__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              {userProfileTexts.pause}
            </button>
          )}
          <button type="button" className="button achievements__step" aria-label={userProfileTexts.next} onClick={() => setIndex((i) => (i + 1) % count)}>
            ›
          </button>
        </div>
      ) : null}
    </div>
  );
}
