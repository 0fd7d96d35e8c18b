import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '@web/lib/api-client';
import { mySubmissionsQueryOptions } from '../api/my-submissions';

/** Spec 2 §5: XP only on the first attempt; the red '(XP locked)' marker from the attempt number above 2. */
export const XP_LOCK_MARK_AFTER = 2;

/** Seconds as HH:MM:SS (hours past 99 keep growing). */
export function formatElapsed(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** Counts seconds upward from the screen's start until `stopped` (spec 2 §4.1: the timer stops on submit). */
function useElapsedSeconds(stopped: boolean): number {
  const [startedAt] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (stopped) return;
    const tick = () => setSeconds(Math.floor((Date.now() - startedAt) / 1000));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [stopped, startedAt]);
  return seconds;
}

/**
 * The solving screen's elapsed timer and attempt counter (spec 2 §2.5). The attempt is the next
 * submission's number: the caller's submissions of the problem so far, plus one.
 */
export function SolveStatus({ problemId, submitted }: { readonly problemId: string; readonly submitted: boolean }) {
  const api = useApiClient();
  const seconds = useElapsedSeconds(submitted);
  const mine = useQuery(mySubmissionsQueryOptions(api, problemId));
  const attempt = (mine.data?.total ?? 0) + 1;
  const locked = attempt > XP_LOCK_MARK_AFTER;
  return (
    <div className="solve-status">
      <span role="timer" aria-label={`Time on this problem ${formatElapsed(seconds)}`} className="solve-status__timer">
        {formatElapsed(seconds)}
      </span>
      {mine.data ? (
        <span className={locked ? 'solve-status__attempt solve-status__attempt--locked' : 'solve-status__attempt'}>
          Attempt {attempt}
          {locked ? ' (XP locked)' : ''}
        </span>
      ) : null}
    </div>
  );
}
