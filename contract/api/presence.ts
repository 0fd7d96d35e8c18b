import { z } from 'zod';
import { presenceSchema } from '../account/account';
import { defineRoute } from '../http/route';
import { userIdSchema } from './ids';

/** The presence feature (lambdas/presence): whether a user is online, as they allow it to be seen. */
export const presenceApi = {
  getPresence: defineRoute({
    id: 'GetPresence',
    feature: 'presence',
    method: 'GET',
    path: '/users/{userId}/presence',
    access: 'user',
    grants: ['table:read'],
    params: z.object({ userId: userIdSchema }),
    response: presenceSchema,
  }),
};
