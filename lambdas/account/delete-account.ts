import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { markAccountDeleting } from '../data/account-guard';
import { keys } from '../data/keys';
import { deleteItems, listUserItemKeys } from '../data/user-items';
import { deleteAllAvatars } from '../platform/avatar-storage';
import { closeSockets } from '../platform/close-sockets';
import { cognitoClient } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import { accountApi } from '@contract/api/account';
import { httpRoute } from '../shared/http-handler';
import { revokeAllSignIns } from '../shared/revoked-tokens';
import { deleteAccount } from './delete-account-flow';

/** The pool's username is the sub (sign-in by e-mail alias), which Cognito also accepts here. */
async function deleteIdentity(userId: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: requireEnv('userPoolId'), Username: userId }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/** Revokes every refresh token of the user, so no device can mint new tokens while the deletion finishes. */
async function signOutEverywhere(userId: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: requireEnv('userPoolId'), Username: userId }));
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/** DELETE /me {reason?}: the caller's sockets, data, avatar objects, sign-ins and Cognito user. */
export const handler = httpRoute(accountApi.deleteMe, ({ reason }, { caller }) =>
    deleteAccount(
      { deleteAllAvatars, listUserItemKeys, deleteItems, revokeAllSignIns, signOutEverywhere, deleteIdentity, profileKey: (userId) => ({ pk: keys.user(userId), sk: keys.profileSort() }), markDeleting: markAccountDeleting, closeAllSockets: (userId) => closeSockets(userId) },
      caller,
      reason,
    ));
