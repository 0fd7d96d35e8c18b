import { z } from 'zod';
import { sessionListSchema, sessionSchema, signOutSchema, startSessionSchema } from '../account/sessions';
import { defineRoute } from '../http/route';
import { successSchema } from './account';
import { sessionIdSchema } from './ids';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The daily streak (docs/decisions/D07) and the dashboard's streak calendar (docs/requirements/dashboard.md §1). */
export const streakSchema = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** The last day that counted, yyyy-mm-dd in the user's timezone. */
  lastLoginDate: day,
  /** Today in the user's timezone. */
  today: day,
  /** True when this call counted today's visit ('Streak updated'). */
  updated: z.boolean(),
  /** The 6-week grid of the current month, from a Sunday (inclusive), and the visited days in it. */
  calendar: z.object({ from: day, to: day, visitedDays: z.array(day) }),
});
export type StreakView = z.infer<typeof streakSchema>;

/**
 * The sessions feature (lambdas/sessions): the caller's signed-in devices (docs/requirements/accounts.md §9) and daily
 * visits (the streak, docs/decisions/D07: a sign-in counts the day's visit too).
 */
export const sessionsApi = {
  listSessions: defineRoute({
    id: 'ListSessions',
    feature: 'sessions',
    method: 'GET',
    path: '/me/sessions',
    access: 'user',
    grants: ['table:read'],
    response: sessionListSchema,
  }),
  startSession: defineRoute({
    id: 'StartSession',
    feature: 'sessions',
    method: 'POST',
    path: '/me/sessions',
    access: 'user',
    grants: ['table:read', 'table:write'],
    body: startSessionSchema,
    response: sessionSchema,
    // Also when the id was already recorded for the caller: the answer is the record, however many posts.
    status: 201,
  }),
  revokeSession: defineRoute({
    id: 'RevokeSession',
    feature: 'sessions',
    method: 'DELETE',
    path: '/me/sessions/{sessionId}',
    access: 'user',
    grants: ['table:read', 'table:write', 'websocket:manage'],
    params: z.object({ sessionId: sessionIdSchema }),
    response: sessionSchema,
  }),
  getStreak: defineRoute({
    id: 'GetStreak',
    feature: 'sessions',
    method: 'GET',
    path: '/me/streak',
    access: 'user',
    grants: ['table:read'],
    response: streakSchema,
  }),
  /** The dashboard's refresh (docs/requirements/dashboard.md §4 updateLoginStreak): counts today's visit once, whatever the number of calls. */
  updateStreak: defineRoute({
    id: 'UpdateStreak',
    feature: 'sessions',
    method: 'POST',
    path: '/me/streak',
    access: 'user',
    grants: ['table:read', 'table:write'],
    response: streakSchema,
  }),
  signOut: defineRoute({
    id: 'SignOut',
    feature: 'sessions',
    method: 'POST',
    path: '/me/sign-out',
    access: 'user',
    grants: ['table:read', 'table:write', 'websocket:manage'],
    body: signOutSchema,
    response: successSchema,
  }),
};
