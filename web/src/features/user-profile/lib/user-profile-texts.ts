import type { UserCard } from '@contract/user-card';

/** The popup's own words (the spec's error texts are contract/user-card.ts userCardMessages). */
export const userProfileTexts = {
  /** The dialog's title until the user's name is known. */
  title: 'User Profile',
  loading: 'Loading...',
  retry: 'Retry',
  close: 'Close',
  online: 'Online',
  offline: 'Offline',
  crew: 'Crew',
  xp: 'XP',
  level: 'Level',
  longestStreak: 'Longest Streak',
  memberSince: 'Member Since',
  rating: 'Contest Rating',
  solved: 'Problems Solved',
  rankings: 'Rankings',
  achievements: 'Achievements',
  notRanked: 'Not ranked',
  previous: 'Previous achievement',
  next: 'Next achievement',
  pause: 'Pause',
} as const;

export const difficulties = [
  { key: 'easy', label: 'Easy', color: 'var(--up)' },
  { key: 'medium', label: 'Medium', color: 'var(--warn-text)' },
  { key: 'hard', label: 'Hard', color: 'var(--down)' },
] as const satisfies readonly { key: keyof UserCard['solved']; label: string; color: string }[];

/** "Problems solved: 7 Easy, 4 Medium, 1 Hard": the donut's text alternative. */
export function solvedSummary(solved: UserCard['solved']): string {
  return `${userProfileTexts.solved}: ${difficulties.map((d) => `${solved[d.key]} ${d.label}`).join(', ')}`;
}

/** "January 2026": the month the account was created, in UTC (the same for every viewer). */
export function memberSinceText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export const daysText = (days: number) => `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
export const numberText = (n: number) => n.toLocaleString('en-US');
