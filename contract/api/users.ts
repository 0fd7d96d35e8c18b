import { z } from 'zod';
import { userSearchQuerySchema, userSearchResultSchema } from '../friends';
import { defineRoute } from '../http/route';
import { userCardSchema } from '../user-card';
import { userIdSchema } from './ids';

/**
 * The users feature (lambdas/users): what a signed-in user may read of others: the profile popup's
 * card and the search of the friends screen (by name or e-mail, through the keyword index).
 */
export const usersApi = {
  /** uploads:read: an uploaded avatar is private; the card answers a signed URL of it (as GET /me). */
  getUserCard: defineRoute({
    id: 'GetUserCard',
    feature: 'users',
    method: 'GET',
    path: '/users/{userId}/card',
    access: 'user',
    grants: ['table:read', 'uploads:read'],
    params: z.object({ userId: userIdSchema }),
    response: userCardSchema,
  }),
  searchUsers: defineRoute({
    id: 'SearchUsers',
    feature: 'users',
    method: 'GET',
    path: '/users/search',
    access: 'user',
    grants: ['table:read'],
    query: userSearchQuerySchema,
    response: userSearchResultSchema,
  }),
};
