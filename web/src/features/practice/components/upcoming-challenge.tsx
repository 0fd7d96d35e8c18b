import { useEffect, useRef, useState } from 'react';
import type { ChallengeDetail } from '@contract/api/challenges';
import { countdownTo } from '@contract/challenges';
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
        <StartsIn startsAt={detail.startsAt} onStarted={onStarted} />
      </div>
      <ChallengeContinueLink />
    </section>
  );
}

const countdownUnits = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** Days, hours, minutes and seconds until the start, renewed every second; at zero the page asks for the challenge again. */
function StartsIn({ startsAt, onStarted }: { readonly startsAt: string; readonly onStarted: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = countdownTo(startsAt, now);
  const started = countdownUnits.every(([unit]) => left[unit] === 0);
  const told = useRef(false);
  useEffect(() => {
    if (started) {
      if (!told.current) onStarted();
      told.current = true;
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [started, onStarted]);
  return (
    <div className="challenge-countdown" role="timer" aria-label="Time until it starts">
      <dl className="challenge-countdown__units">
        {countdownUnits.map(([unit, label]) => (
          <div key={unit} className="challenge-countdown__unit">
            <dt>{label}</dt>
            <dd>{String(left[unit]).padStart(2, '0')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
