import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StreakView } from '@contract/api/sessions';
import { addDays } from '@contract/progress';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { streakQueryKey, streakQueryOptions, updateStreak } from '../api/dashboard';

export const streakTexts = {
  title: 'Streak Calendar',
  hint: 'Streaks update when you visit the platform daily',
  updated: 'Streak updated',
  error: 'Error loading calendar',
  loading: 'Loading calendar...',
  refresh: 'Refresh streak',
} as const;

/** How long 'Streak updated' stays (docs/requirements/dashboard.md §1). */
export const STREAK_FLASH_MS = 3000;

const WEEKDAY_HEADINGS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * The current month in the user's timezone (docs/requirements/dashboard.md §1): a 6-week grid from the Sunday on or before
 * the 1st, visited days marked. Refresh counts today's visit (POST /me/streak) and flashes
 * 'Streak updated' for 3 s when it did.
 */
export function StreakCalendar({ userId }: { readonly userId: string }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const streak = useQuery(streakQueryOptions(api, userId));
  const [flash, setFlash] = useState(false);
  const refresh = useMutation({
    mutationFn: () => updateStreak(api),
    onSuccess: (view) => {
      queryClient.setQueryData(streakQueryKey(userId), view);
      if (view.updated) setFlash(true);
    },
  });
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(false), STREAK_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  return (
    <section className="dashboard-card streak-calendar" aria-labelledby="streak-calendar-title">
      <div className="dashboard-card__header">
        <h2 id="streak-calendar-title">{streakTexts.title}</h2>
        <button type="button" className="button" aria-label={streakTexts.refresh} disabled={refresh.isPending} onClick={() => refresh.mutate()}>
          ↻ Refresh
        </button>
      </div>
      <p className="streak-calendar__flash" role="status">
        {flash ? streakTexts.updated : ''}
      </p>
      {/* A failed Refresh over a calendar already shown; without one, QueryView says the load failed. */}
      {refresh.isError && streak.data ? <p role="alert">{streakTexts.error}</p> : null}
      {/* The card's own Refresh loads the calendar again (its answer is the calendar): no Try again beside it. */}
      <QueryView query={streak} loading={streakTexts.loading} error={streakTexts.error} retry={false}>
        {(view) => <MonthGrid view={view} />}
      </QueryView>
      <p className="dashboard-card__hint">{streakTexts.hint}</p>
    </section>
  );
}

/** The month's 6-week grid from the Sunday on or before the 1st: visited days and today marked. */
function MonthGrid({ view }: { readonly view: StreakView }) {
  const month = view.today.slice(0, 7);
  const visited = new Set(view.calendar.visitedDays);
  const days = Array.from({ length: 42 }, (_, i) => addDays(view.calendar.from, i));
  const monthName = new Date(`${view.today}T00:00:00Z`).toLocaleString(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <table
      className="streak-calendar__grid"
      aria-label={`${monthName}: ${view.calendar.visitedDays.filter((d) => d.startsWith(`${month}-`)).length} days visited`}
    >
      <caption className="streak-calendar__month">{monthName}</caption>
      <thead>
        <tr>
          {WEEKDAY_HEADINGS.map((d) => (
            <th key={d} scope="col">
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[0, 1, 2, 3, 4, 5].map((week) => (
          <tr key={week}>
            {days.slice(week * 7, week * 7 + 7).map((day) => {
              const classes = [
                'streak-day',
                day.startsWith(`${month}-`) ? '' : 'streak-day--other-month',
                visited.has(day) ? 'streak-day--visited' : '',
                day === view.today ? 'streak-day--today' : '',
              ]
                .filter(Boolean)
                .join(' ');
              return (
                <td key={day} className={classes} aria-label={`${day}${visited.has(day) ? ', visited' : ''}${day === view.today ? ', today' : ''}`}>
                  {Number(day.slice(8, 10))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
