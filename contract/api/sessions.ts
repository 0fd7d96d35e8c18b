import { z } from 'zod';
import { sessionListSchema, sessionSchema, signOutSchema, startSessionSchema } from '../account/sessions';
import { defineRoute } from '../http/route';
import { successSchema } from './account';
import { sessionIdSchema } from './ids';

/** The sessions feature (lambdas/sessions): the caller's signed-in devices (spec 1 §3.3). */
export const sessionsApi = {
  listSessions: defineRoute({
    id: 'ListSessions', feature: 'sessions', method: 'GET', path: '/me/sessions', access: 'user', grants: ['table:read'],
    response: sessionListSchema,
  }),
  startSession: defineRoute({
    id: 'StartSession', feature: 'sessions', method: 'POST', path: '/me/sessions', access: 'user', grants: ['table:read', 'table:write'],
    body: startSessionSchema,
    response: sessionSchema,
    // Also when the id was already recorded for the caller: the answer is the record, however many posts.
    status: 201,
  }),
  revokeSession: defineRoute({
    id: 'RevokeSession', feature: 'sessions', method: 'DELETE', path: '/me/sessions/{sessionId}', access: 'user', grants: ['table:read', 'table:write'],
    params: z.object({ sessionId: sessionIdSchema }),
    response: sessionSchema,
  }),
  signOut: defineRoute({
    id: 'SignOut', feature: 'sessions', method: 'POST', path: '/me/sign-out', access: 'user', grants: ['table:read', 'table:write'],
    body: signOutSchema,
    response: successSchema,
  }),
};
