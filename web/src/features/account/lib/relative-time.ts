const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** docs/requirements/accounts.md §12: Just now, minutes under 60, hours under 24, days under 7, then the date. */
export function relativeTimeLabel(iso: string, now: Date = new Date(), locale?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return 'Unknown';
  const ago = Math.max(0, now.getTime() - at.getTime());
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return plural(Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return plural(Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return plural(Math.floor(ago / DAY), 'day');
  return at.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}
