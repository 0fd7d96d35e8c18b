/**
 * The leaderboards' periods and board names, in UTC (docs/architecture.md §5): the rankings keep the
 * boards by them, the dashboard and the profile card read them the same way.
 */
import { isoWeek } from '@contract/progress';

/** The UTC month (2026-11) and year (2026) of an instant: the leaderboards' periods. */
export function utcMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}
export function utcYear(now: Date): string {
  return now.toISOString().slice(0, 4);
}

/** A leaderboard's name: metric and period (`XP#M#2026-11`, `PTS#Y#2026`), as data/standings.ts keys it. */
export function boardName(metric: 'XP' | 'PTS', period: 'M' | 'Y', key: string): string {
  return `${metric}#${period}#${key}`;
}

/** The ISO week of an instant in UTC: the global weekly average is one calendar for everyone. */
export function utcWeek(now: Date): string {
  return isoWeek(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
}
