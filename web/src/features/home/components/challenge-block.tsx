import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type TimeLeft, timeLeft } from '../lib/countdown';
import { homeTexts as t } from '../lib/home-content';

/** The active weekly challenge as the home page shows it (docs/requirements/shell.md §6). */
export interface ActiveChallenge {
  readonly id: string;
  readonly title: string;
  readonly postedAt: Date;
  readonly endsAt?: Date;
}

const units: readonly [keyof TimeLeft, string][] = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
];

/** The current time, renewed every second while `ticking`. */
function useNow(ticking: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

/**
 * The competitive section (docs/requirements/shell.md §6): the active challenge's title, when it was posted and a
 * countdown to its end, every second. While none is active the block says so and counts zeros, and
 * Compete Now leads to the challenges list.
 */
export function ChallengeBlock({ challenge }: { readonly challenge?: ActiveChallenge }) {
  const now = useNow(challenge?.endsAt !== undefined);
  const left: TimeLeft = timeLeft(challenge?.endsAt, now);
  return (
    <section className="home-section home-challenge" aria-labelledby="challenge-title">
      <h2 id="challenge-title">{t.challengeTitle}</h2>
      <p className="home-challenge__name">{challenge ? challenge.title : t.noChallenge}</p>
      <p className="home-challenge__posted">
        {challenge ? (
          <>
            Posted <time dateTime={challenge.postedAt.toISOString()}>{challenge.postedAt.toLocaleString()}</time>
          </>
        ) : (
          t.noChallengeNote
        )}
      </p>
      <dl className="home-countdown" aria-label="Time left">
        {units.map(([unit, label]) => (
          <div key={unit} className="home-countdown__unit">
            <dt>{label}</dt>
            <dd>{String(left[unit]).padStart(2, '0')}</dd>
          </div>
        ))}
      </dl>
      <div className="home-actions">
        <Link className="button button--primary" to={challenge ? `/weekly-challenge/${challenge.id}` : '/weekly-challenges'}>
          {t.competeNow}
        </Link>
        <Link className="button" to="/weekly-challenges">
          {t.viewAllChallenges}
        </Link>
      </div>
    </section>
  );
}
