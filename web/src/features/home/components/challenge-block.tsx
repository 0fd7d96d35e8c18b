import { Link } from 'react-router';
import { Countdown } from '@web/components/ui/countdown';
import { homeTexts as t } from '../lib/home-content';

/** The active weekly challenge as the home page shows it (docs/requirements/shell.md §6). */
export interface ActiveChallenge {
  readonly id: string;
  readonly title: string;
  readonly postedAt: Date;
  /** ISO 8601. */
  readonly endsAt?: string;
}

/**
 * The competitive section (docs/requirements/shell.md §6): the active challenge's title, when it was posted and a
 * countdown to its end, every second. While none is active the block says so and counts zeros, and
 * Compete Now leads to the challenges list.
 */
export function ChallengeBlock({ challenge }: { readonly challenge?: ActiveChallenge }) {
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
      <Countdown to={challenge?.endsAt} label="Time left" />
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
