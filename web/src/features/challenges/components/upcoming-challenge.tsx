import type { ChallengeDetail } from '@contract/api/challenges';
import { Countdown } from '@web/components/ui/countdown';
import { formatChallengeDate } from '../lib/challenge-page-texts';
import { ChallengeBackLink, ChallengeContinueLink } from './challenge-links';

/** A student's view of a challenge before it starts: its title, when it starts and the countdown to it; no statement, no editor. */
export function UpcomingChallenge({ detail, onStarted }: { readonly detail: ChallengeDetail; readonly onStarted: () => void }) {
  return (
    <section className="page challenge-page" aria-labelledby="page-title">
      <p className="challenge-page__bar">
        <ChallengeBackLink />
      </p>
      <div className="challenge-upcoming">
        <h1 id="page-title">{detail.title}</h1>
        <p className="challenge-upcoming__lead">
          This weekly challenge starts on <time dateTime={detail.startsAt}>{formatChallengeDate(detail.startsAt)}</time>. Its problem opens then.
        </p>
        {/* At zero the page asks for the challenge again: its problem is open now. */}
        <Countdown to={detail.startsAt} label="Time until it starts" onZero={onStarted} />
      </div>
      <ChallengeContinueLink />
    </section>
  );
}
