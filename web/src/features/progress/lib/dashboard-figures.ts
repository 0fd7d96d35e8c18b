/** docs/requirements/dashboard.md §1: a change at or above 1000 % reads '1000+%'. */
export const PERCENT_CAP = 1000;

/**
 * The percent change from the previous period to this one, as the trend tiles show it: '+50%',
 * '-25%', '0%'; from nothing to something is an unbounded rise, shown capped.
 */
export function percentChange(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : `${PERCENT_CAP}+%`;
  return formatPercent(Math.round(((current - previous) / previous) * 100));
}

function formatPercent(change: number): string {
  if (change >= PERCENT_CAP) return `${PERCENT_CAP}+%`;
  return `${change > 0 ? '+' : ''}${change}%`;
}

/**
 * 'Avg Time Improved': how much faster this period's average solve was than the previous period's,
 * '+20%' for a fifth less time; '—' while either period has no timed solve to compare.
 */
export function timeImproved(current: number | null, previous: number | null): string {
  if (current === null || previous === null || previous === 0) return '—';
  return formatPercent(Math.round(((previous - current) / previous) * 100));
}

/** An average solving time in minutes, one decimal ('12.5 min'); '—' before any timed solve. */
export function solveMinutes(seconds: number | null): string {
  return seconds === null ? '—' : `${(seconds / 60).toFixed(1)} min`;
}

/** docs/requirements/dashboard.md §1 ranking card: an average XP of 10 is a full bar. */
export const FULL_BAR_XP = 10;
