import { useEffect, useRef, useState } from 'react';
import { countdownTo } from '@contract/challenges';
import './countdown.css';

/** A countdown shown to students renews every second (docs/requirements/challenges.md §6). */
export const COUNTDOWN_TICK_MS = 1000;

type TimeLeft = ReturnType<typeof countdownTo>;

const units: readonly [keyof TimeLeft, string][] = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
];

const pad = (n: number) => String(n).padStart(2, '0');

export interface CountdownProps {
  /** The moment counted to (ISO 8601); without one, or once it has passed, every unit reads 00. */
  readonly to: string | undefined;
  /** The timer's accessible name ("Time left", "Time until it starts"). */
  readonly label: string;
  /** Called once when the count is at zero (also when it already was on the first render). */
  readonly onZero?: () => void;
}

/**
 * Days, hours, minutes and seconds until `to`, renewed every second and counted against the clock,
 * not by ticks (a throttled background tab stays right); it stops ticking at zero. The home page's
 * challenge block, the challenges list and a challenge before its start all show this one.
 */
export function Countdown({ to, label, onZero }: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const left = countdownTo(to, now);
  const atZero = units.every(([unit]) => left[unit] === 0);
  const told = useRef(false);
  useEffect(() => {
    if (!atZero) {
      const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
      return () => clearInterval(timer);
    }
    if (!told.current) {
      told.current = true;
      onZero?.();
    }
  }, [atZero, to, onZero]);
  return (
    <div className="countdown" role="timer" aria-label={label}>
      <dl className="countdown__units">
        {units.map(([unit, name]) => (
          <div key={unit} className="countdown__unit">
            <dt>{name}</dt>
            <dd>{pad(left[unit])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
