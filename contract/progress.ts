/**
 * Progress rules shared by the server and the web: levels from total XP (docs/requirements/dashboard.md §2) and the
 * calendar periods XP is counted in (docs/decisions/D06: day, ISO week, month, year, in the user's timezone).
 */
import { defaultTimezone, timezones } from './timezones';

/** docs/requirements/dashboard.md §2: total XP needed for each level, level 0 to 10. */
export const levelThresholds = [0, 1500, 4000, 8000, 14000, 22000, 32000, 44000, 59000, 77000, 100000] as const;
export const MAX_LEVEL = levelThresholds.length - 1;

/** The level a total XP reaches. Derived on read, never stored, so it can never disagree with xp. */
export function levelOf(xp: number): number {
  let level = 0;
  while (level < MAX_LEVEL && xp >= levelThresholds[level + 1]!) level++;
  return level;
}

/** The XP still needed for the next level; undefined at the maximum level ("Max Level"). */
export function xpToNextLevel(xp: number): number | undefined {
  const level = levelOf(xp);
  return level === MAX_LEVEL ? undefined : levelThresholds[level + 1]! - xp;
}

/** The periods one instant falls in, as the user's calendar sees them. */
export interface XpPeriods {
  /** yyyy-mm-dd */
  day: string;
  /** ISO 8601 week, yyyy-Www (the week-numbering year, which differs from the calendar year around New Year). */
  week: string;
  /** yyyy-mm */
  month: string;
  /** yyyy */
  year: string;
}

/** The IANA zone of a stored timezone id (contract/timezones.ts); unknown ids count as UTC. */
export function ianaZoneOf(timezoneId: string | undefined): string {
  const known = timezones.find((t) => t.id === timezoneId) ?? timezones.find((t) => t.id === defaultTimezone)!;
  return known.iana;
}

/** The calendar date of `instant` in the IANA zone, as [year, month 1-12, day]. */
export function localDate(instant: Date, ianaZone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: ianaZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)!.value);
  return [part('year'), part('month'), part('day')];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day `offset` days from `day` (yyyy-mm-dd). */
export function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday, of a calendar day (yyyy-mm-dd). */
export function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7;
}

/** ISO week of a calendar date: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(year: number, month: number, day: number): string {
  const date = Date.UTC(year, month - 1, day);
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date + (3 - weekday) * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * DAY_MS));
  return `${weekYear}-W${pad(week)}`;
}

/** The day, ISO week, month and year of `instant` in the user's timezone (a timezone id of contract/timezones.ts). */
export function xpPeriodsOf(instant: Date, timezoneId: string | undefined): XpPeriods {
  const [year, month, day] = localDate(instant, ianaZoneOf(timezoneId));
  return {
    day: `${year}-${pad(month)}-${pad(day)}`,
    week: isoWeek(year, month, day),
    month: `${year}-${pad(month)}`,
    year: String(year),
  };
}

/**
 * A first solve counts its timer toward the average solving time up to this: a tab left open
 * overnight should not swamp a student's average (docs/requirements/dashboard.md §1 performance trends).
 */
export const MAX_COUNTED_SOLVE_SECONDS = 3 * 3600;

/** The seconds a first solve adds to the solving-time sums; undefined when the submit had no timer. */
export function countedSolveSeconds(elapsedSeconds: number | undefined): number | undefined {
  return elapsedSeconds === undefined ? undefined : Math.min(elapsedSeconds, MAX_COUNTED_SOLVE_SECONDS);
}
