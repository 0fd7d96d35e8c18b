import { z } from 'zod';
import { deleteAccountSchema } from '../account/account';
import { defineRoute } from '../http/route';

export const successSchema = z.object({ success: z.literal(true) });

/**
 * The account feature (lambdas/account): deleting the account, its data, avatars and Cognito user.
 * Its own Lambda, so only it holds the right to delete Cognito users.
 */
export const accountApi = {
  deleteMe: defineRoute({
    id: 'DeleteMe', feature: 'account', method: 'DELETE', path: '/me', access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:delete', 'userpool:delete-user', 'websocket:manage'],
    body: deleteAccountSchema,
    response: successSchema,
  }),
};
