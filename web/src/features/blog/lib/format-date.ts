/** An article's date as readers see it: 'Mar 4, 2026' (UTC, the day the server stamped). */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}
