import { z } from 'zod';
import { deleteAccountSchema } from '../account/account';
import { defineRoute } from '../http/route';

export const successSchema = z.object({ success: z.literal(true) });

/**
 * The account feature (lambdas/account): deleting the account, its data, avatars and Cognito user,
 * and ending every sign-in once two-factor authentication is on. Its own Lambda, so only it holds
 * the right to delete or sign out Cognito users.
 */
export const accountApi = {
  deleteMe: defineRoute({
    id: 'DeleteMe',
    feature: 'account',
    method: 'DELETE',
    path: '/me',
    access: 'user',
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:delete', 'userpool:delete-user', 'websocket:manage'],
    body: deleteAccountSchema,
    response: successSchema,
  }),
  /**
   * Called once the caller turned TOTP on in Cognito (docs/decisions/D33): checks that it is on, then
   * ends every sign-in of the account, this one included, so none made without a code stays usable.
   */
  confirmTwoFactor: defineRoute({
    id: 'ConfirmTwoFactor',
    feature: 'account',
    method: 'POST',
    path: '/me/two-factor',
    access: 'user',
    grants: ['table:read', 'table:write', 'userpool:read-second-factor', 'userpool:sign-out-user', 'websocket:manage'],
    response: z.object({ signedOutEverywhere: z.literal(true) }),
  }),
};
