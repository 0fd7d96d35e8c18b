import type { Profile } from '@contract/account/profile';
import { ianaZoneOf, localDate } from '@contract/progress';

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as the user asked to see dates (Appearance: date format and timezone). */
export function formatDateAs(iso: string, dateFormat: Profile['dateFormat'], timezone?: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return 'Unknown';
  const [year, month, day] = localDate(instant, ianaZoneOf(timezone));
  if (dateFormat === 'DD/MM/YYYY') return `${pad(day)}/${pad(month)}/${year}`;
  if (dateFormat === 'YYYY-MM-DD') return `${year}-${pad(month)}-${pad(day)}`;
  return `${pad(month)}/${pad(day)}/${year}`;
}
