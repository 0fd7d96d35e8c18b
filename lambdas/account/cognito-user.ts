/**
 * The caller's own Cognito user, by its sub: the pool's username is the sub (sign-in by e-mail
 * alias), which Cognito accepts in these calls. A user already gone is nothing to do.
 */
import { AdminDeleteUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';

async function ignoringMissingUser(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

export async function deleteIdentity(userId: string): Promise<void> {
  await ignoringMissingUser(() => cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: requireEnv('userPoolId'), Username: userId })));
}

/** Revokes every refresh token of the user: no device can mint new tokens from an earlier sign-in. */
export async function signOutEverywhere(userId: string): Promise<void> {
  await ignoringMissingUser(() => cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: requireEnv('userPoolId'), Username: userId })));
}
