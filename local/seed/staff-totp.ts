/**
 * LOCAL ONLY: the seeded staff accounts have TOTP on from the start, as every staff account must
 * before it may use staff tools (docs/decisions/D33), so signing in as them asks for a code. Like
 * their passwords, their secrets are public: kept in the data folder, printed by `npm start` (add
 * one to an authenticator app) and handed to tests in `stack.accounts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { AdminGetUserCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { passwordSignIn, turnOnTotp } from '../cognito/sign-in';
import type { SeededAccount } from './accounts';

type Secrets = Record<string, string>;

async function readSecrets(file: string): Promise<Secrets> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

async function hasTotp(client: CognitoIdentityProviderClient, userPoolId: string, email: string): Promise<boolean> {
  const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
  return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
}

/**
 * Turns TOTP on for the account as its owner would (sign in, associate, verify a code, prefer it)
 * unless it is on already; returns its secret. The secret is written before it is verified, so a
 * crash in between leaves a secret that the next start replaces by enrolling again.
 */
export async function ensureStaffTotp(
  client: CognitoIdentityProviderClient,
  pool: { userPoolId: string; userPoolClientId: string },
  account: SeededAccount,
  secretsFile: string,
): Promise<string> {
  const secrets = await readSecrets(secretsFile);
  const known = secrets[account.email];
  if (await hasTotp(client, pool.userPoolId, account.email)) {
    if (known) return known;
    throw new Error(`${account.email} has TOTP on but its secret is not in ${secretsFile}: delete the data folder to seed the accounts again`);
  }
  const { AccessToken } = await passwordSignIn(client, pool.userPoolClientId, account);
  return turnOnTotp(client, AccessToken!, (secret) =>
    writeFile(secretsFile, `${JSON.stringify({ ...secrets, [account.email]: secret }, null, 2)}\n`, { mode: 0o600 }),
  );
}
