import { useEffect, useState } from 'react';
import { countdownTo } from '@contract/challenges';

/** docs/requirements/challenges.md §6: the countdown refreshes every second. */
export const COUNTDOWN_TICK_MS = 1000;

type TimeLeft = ReturnType<typeof countdownTo>;

const units: readonly [keyof TimeLeft, string][] = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The time left until `endsAt` in days:hours:minutes:seconds, renewed every second (docs/requirements/challenges.md §1,
 * §4): zeros without an end date or once it has passed, and then it stops ticking.
 */
export function Countdown({ endsAt }: { readonly endsAt: string | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  const left = countdownTo(endsAt, now);
  const over = units.every(([unit]) => left[unit] === 0);
  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [over, endsAt]);
  return (
    <div className="challenge-countdown" role="timer" aria-label="Time left">
      <dl className="challenge-countdown__units">
        {units.map(([unit, label]) => (
          <div key={unit} className="challenge-countdown__unit">
            <dt>{label}</dt>
            <dd>{pad(left[unit])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
