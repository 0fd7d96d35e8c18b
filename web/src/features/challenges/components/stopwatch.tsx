import { useEffect, useState } from 'react';
import { formatHms } from '@web/lib/format-duration';

/**
 * Seconds counted upward from a start figure (a saved draft's), while running. A plain object the
 * screen keeps for its life: Save and Submit read it at the press, the display ticks from it.
 */
export class StopwatchClock {
  /** Whole seconds counted before the current run. */
  private base: number;
  /** When the current run started (ms), or null while stopped. */
  private since: number | null = null;

  constructor(initialSeconds: number) {
    this.base = Math.max(0, Math.floor(initialSeconds));
  }

  get running(): boolean {
    return this.since !== null;
  }

  seconds(now = Date.now()): number {
    return this.since === null ? this.base : this.base + Math.max(0, Math.floor((now - this.since) / 1000));
  }

  start(now = Date.now()): void {
    if (this.since === null) this.since = now;
  }

  stop(now = Date.now()): void {
    if (this.since === null) return;
    this.base = this.seconds(now);
    this.since = null;
  }
}

/** Runs the clock while `running` (docs/requirements/challenges.md §4: while not submitted; it stops on submit). */
export function useStopwatch(initialSeconds: number, running: boolean): StopwatchClock {
  const [clock] = useState(() => new StopwatchClock(initialSeconds));
  useEffect(() => {
    if (running) clock.start();
    else clock.stop();
  }, [clock, running]);
  return clock;
}

/** The stopwatch hh:mm:ss of the weekly challenge page (docs/requirements/challenges.md §2), renewed every second while it runs. */
export function Stopwatch({ clock, running }: { readonly clock: StopwatchClock; readonly running: boolean }) {
  const [ticked, setTicked] = useState(() => clock.seconds());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTicked(clock.seconds()), 1000);
    return () => clearInterval(timer);
  }, [clock, running]);
  // Stopped, the clock's figure no longer moves: it is read as it is.
  const shown = formatHms(running ? ticked : clock.seconds());
  return (
    <span role="timer" aria-label={`Time on this challenge ${shown}`} className="challenge-page__stopwatch">
      {shown}
    </span>
  );
}
