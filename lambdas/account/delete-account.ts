import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { deleteAccountSchema } from '../../contract/account/account';
import { keys } from '../data/keys';
import { deleteItems, listUserItemKeys } from '../data/user-items';
import { deleteAllAvatars } from '../profile/avatar-storage';
import { cognitoClient } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import { httpRoute } from '../shared/http-handler';
import { deleteAccount } from './delete-account-flow';

/** The pool's username is the sub (sign-in by e-mail alias), which Cognito also accepts here. */
async function deleteIdentity(userId: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: requireEnv('userPoolId'), Username: userId }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/** DELETE /me {reason?}: the caller's data, avatar objects and Cognito user. */
export const handler = httpRoute({
  access: 'user',
  input: deleteAccountSchema,
  handle: ({ reason }, { caller }) =>
    deleteAccount(
      { deleteAllAvatars, listUserItemKeys, deleteItems, deleteIdentity, profileKey: (userId) => ({ pk: keys.user(userId), sk: keys.profileSort() }) },
      caller!,
      reason,
    ),
});
