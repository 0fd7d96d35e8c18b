import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AdminGetUserCommandOutput,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationConfirmSignUpTriggerEvent } from 'aws-lambda';
import { localCognitoClient, type RunningCognito } from '../cognito/index';
import { LOCAL_REGION } from '../lambda-names';
import { SEEDED_ACCOUNTS, type SeededAccount } from './accounts';
import { ensureStaffTotp } from './staff-totp';

export { SEEDED_ACCOUNTS, type SeededAccount } from './accounts';

export interface SeedOptions {
  cognito: RunningCognito;
  /** Runs the real PostConfirmation trigger (lambdas/auth/post-confirmation.ts), which creates the profile. */
  invokePostConfirmation: (event: unknown) => Promise<unknown>;
  /** Puts a staff account's role on its profile, as scripts/create-staff.ts does (the caller passes the data module's). */
  mirrorStaffRole: (staff: { userId: string; email: string; name: string; role: 'mentor' | 'admin' }) => Promise<void>;
  /** Where the staff accounts' TOTP secrets are kept (local/seed/staff-totp.ts). */
  totpSecretsFile: string;
}

async function findUser(client: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<AdminGetUserCommandOutput | undefined> {
  try {
    return await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** The event Cognito sends after a sign-up is confirmed, for a user as AdminGetUser describes it. */
export function postConfirmationEvent(
  user: AdminGetUserCommandOutput,
  ids: { userPoolId: string; userPoolClientId: string },
): PostConfirmationConfirmSignUpTriggerEvent {
  const attributes = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name!, a.Value ?? '']));
  return {
    version: '1',
    region: LOCAL_REGION,
    userPoolId: ids.userPoolId,
    userName: user.Username!,
    callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: ids.userPoolClientId },
    triggerSource: 'PostConfirmation_ConfirmSignUp',
    request: { userAttributes: { ...attributes, 'cognito:user_status': 'CONFIRMED' } },
    response: {},
  };
}

/**
 * One account, in an order that makes a rerun finish what a crash left half done: the user is
 * created without a password, joins its group and gets its profile, and only then gets its
 * permanent password, which makes it CONFIRMED. A CONFIRMED user is complete and is skipped.
 */
async function seedAccount(client: CognitoIdentityProviderClient, options: SeedOptions, account: SeededAccount): Promise<'created' | 'existing'> {
  const { userPoolId, userPoolClientId } = options.cognito;
  let user = await findUser(client, userPoolId, account.email);
  if (user?.UserStatus === 'CONFIRMED') return 'existing';
  if (!user) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: account.name },
          { Name: 'custom:country', Value: account.country },
        ],
      }),
    );
    user = (await findUser(client, userPoolId, account.email))!;
  }
  if (account.role !== 'student') {
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: account.role }));
  }
  await options.invokePostConfirmation(postConfirmationEvent(user, { userPoolId, userPoolClientId }));
  if (account.role !== 'student') {
    const userId = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!userId) throw new Error(`Cognito returned ${account.email} without a sub`);
    await options.mirrorStaffRole({ userId, email: account.email, name: account.name, role: account.role });
  }
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: account.email, Password: account.password, Permanent: true }));
  return 'created';
}

/** Creates the student, mentor and admin of SEEDED_ACCOUNTS unless they exist, staff with TOTP on; returns all three. */
export async function seedAccounts(options: SeedOptions): Promise<SeededAccount[]> {
  const client = localCognitoClient(options.cognito.endpoint);
  try {
    const seeded: SeededAccount[] = [];
    for (const account of SEEDED_ACCOUNTS) {
      await seedAccount(client, options, account);
      const totpSecret = account.role === 'student' ? undefined : await ensureStaffTotp(client, options.cognito, account, options.totpSecretsFile);
      seeded.push({ ...account, ...(totpSecret && { totpSecret }) });
    }
    return seeded;
  } finally {
    client.destroy();
  }
}
