import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '@web/lib/api-client';
import { formatHms } from '@web/lib/format-duration';
import { mySubmissionsQueryOptions } from '../api/my-submissions';

/** docs/requirements/practice.md §6: XP only on the first attempt; the red '(XP locked)' marker from the attempt number above 2. */
export const XP_LOCK_MARK_AFTER = 2;

/** Whole seconds since `startedAt` (ms): what the timer shows, and what Submit sends. */
export const secondsSince = (startedAt: number) => Math.max(0, Math.floor((Date.now() - startedAt) / 1000));

/** Counts seconds upward from the screen's start until `stopped` (docs/requirements/practice.md §6: the timer stops on submit). */
function useElapsedSeconds(startedAt: number, stopped: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (stopped) return;
    const tick = () => setSeconds(secondsSince(startedAt));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [stopped, startedAt]);
  return seconds;
}

/**
 * The solving screen's elapsed timer and attempt counter (docs/requirements/practice.md §3). The attempt is the next
 * submission's number: the caller's submissions of the problem so far, plus one.
 */
export function SolveStatus({ problemId, startedAt, submitted }: { readonly problemId: string; readonly startedAt: number; readonly submitted: boolean }) {
  const api = useApiClient();
  const seconds = useElapsedSeconds(startedAt, submitted);
  const mine = useQuery(mySubmissionsQueryOptions(api, problemId));
  const attempt = (mine.data?.total ?? 0) + 1;
  const locked = attempt > XP_LOCK_MARK_AFTER;
  return (
    <div className="solve-status">
      <span role="timer" aria-label={`Time on this problem ${formatHms(seconds)}`} className="solve-status__timer">
        {formatHms(seconds)}
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
