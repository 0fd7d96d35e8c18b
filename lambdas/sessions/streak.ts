/**
 * The daily streak (docs/decisions/D07, docs/requirements/dashboard.md §4), counted on sign-in (POST /me/sessions) and from the
 * dashboard (POST /me/streak): one visit a day counts, in the user's timezone. Last visit yesterday
 * → +1; today → unchanged; otherwise → 1; longestStreak is the maximum; the calendar marks the day.
 */
import type { StreakView } from '@contract/api/sessions';
import { addDays, xpPeriodsOf } from '@contract/progress';
import type { DayVisit, StreakState, VisitRecording } from '../data/streaks';
import { errors } from '../shared/errors';

export interface StreakRepository {
  getStreakState(userId: string): Promise<StreakState | undefined>;
  recordDayVisit(userId: string, visit: DayVisit): Promise<VisitRecording>;
  getVisitedDays(userId: string, from: string, to: string): Promise<string[]>;
}

const toUtcMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** A new account starts with a streak of 1 (docs/requirements/accounts.md §2). */
const FIRST_STREAK = 1;

/**
 * The streak after a visit on `today`, or undefined when the day is counted already. A last visit
 * later than today (the user moved to a timezone behind) counts as today: changing timezone never
 * resets a streak, nor counts a day twice.
 */
export function streakAfterVisit(state: StreakState, today: string): { currentStreak: number; longestStreak: number } | undefined {
  const last = state.lastLoginDate;
  if (last !== undefined && last >= today) return undefined;
  const current = state.currentStreak ?? FIRST_STREAK;
  const currentStreak = last === addDays(today, -1) ? current + 1 : FIRST_STREAK;
  return { currentStreak, longestStreak: Math.max(state.longestStreak ?? FIRST_STREAK, currentStreak) };
}

/**
 * The dashboard's calendar of the month holding `today` (docs/requirements/dashboard.md §1): 6 weeks starting on the
 * Sunday on or before the month's first day.
 */
export function calendarGrid(today: string): { from: string; to: string } {
  const first = `${today.slice(0, 7)}-01`;
  const from = addDays(first, -new Date(toUtcMs(first)).getUTCDay());
  return { from, to: addDays(from, 6 * 7 - 1) };
}

/** Two tabs racing: the loser re-reads and finds the day counted. More than this is a bug. */
const MAX_ATTEMPTS = 3;

async function viewOf(deps: StreakRepository, userId: string, state: StreakState, today: string, updated: boolean): Promise<StreakView> {
  const grid = calendarGrid(today);
  return {
    currentStreak: state.currentStreak ?? FIRST_STREAK,
    longestStreak: state.longestStreak ?? FIRST_STREAK,
    lastLoginDate: state.lastLoginDate ?? today,
    today,
    updated,
    calendar: { ...grid, visitedDays: await deps.getVisitedDays(userId, grid.from, grid.to) },
  };
}

/** The streak and this month's calendar, without counting a visit (GET /me/streak). */
export async function getStreak(deps: StreakRepository, userId: string, now = new Date()): Promise<StreakView> {
  const state = await deps.getStreakState(userId);
  if (!state) throw errors.userAccountNotFound();
  return viewOf(deps, userId, state, xpPeriodsOf(now, state.timezone).day, false);
}

/** Counts today's visit if it is the day's first, then answers the streak and this month's calendar. */
export async function recordVisit(deps: StreakRepository, userId: string, now = new Date()): Promise<StreakView> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const state = await deps.getStreakState(userId);
    if (!state) throw errors.userAccountNotFound();
    const today = xpPeriodsOf(now, state.timezone).day;
    const next = streakAfterVisit(state, today);
    if (!next) return viewOf(deps, userId, state, today, false);
    const recorded = await deps.recordDayVisit(userId, { day: today, previousDay: state.lastLoginDate, ...next });
    if (recorded === 'accountGone') throw errors.userAccountNotFound();
    if (recorded === 'recorded') return viewOf(deps, userId, { ...state, ...next, lastLoginDate: today }, today, true);
  }
  throw new Error(`the streak of ${userId} kept changing while it was counted`);
}
