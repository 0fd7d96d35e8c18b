/**
 * A password sign-in against the local Cognito emulator, answering the TOTP step when the account
 * has one (the seeded staff, docs/decisions/D33): for the seed, tests and benchmarks, which sign
 * in without a browser.
 */
import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type AuthenticationResultType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';

export interface PasswordSignIn {
  email: string;
  password: string;
  /** The account's TOTP secret, if it has TOTP on: its current code answers Cognito's challenge. */
  totpSecret?: string;
}

/** The current six-digit code of a TOTP secret (30-second steps, SHA-1: what Cognito uses). */
export function totpCode(secret: string): string {
  return generateSync({ secret });
}

export async function passwordSignIn(client: CognitoIdentityProviderClient, clientId: string, account: PasswordSignIn): Promise<AuthenticationResultType> {
  const started = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  );
  if (started.AuthenticationResult) return started.AuthenticationResult;
  if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA')
    throw new Error(`${account.email}: Cognito asks for ${started.ChallengeName ?? 'nothing'}, which this sign-in cannot answer`);
  if (!account.totpSecret) throw new Error(`${account.email} has TOTP on: pass its secret to sign in`);
  const answered = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: started.Session,
      ChallengeResponses: { USERNAME: account.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(account.totpSecret) },
    }),
  );
  if (!answered.AuthenticationResult) throw new Error(`${account.email}: the TOTP code was not accepted`);
  return answered.AuthenticationResult;
}

/**
 * Turns TOTP on for the signed-in user, as Amplify's setUpTOTP, verifyTOTPSetup and
 * updateMFAPreference do; returns the secret. `keep` receives the secret before it is verified.
 */
export async function turnOnTotp(client: CognitoIdentityProviderClient, accessToken: string, keep?: (secret: string) => Promise<void>): Promise<string> {
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  const secret = SecretCode!;
  await keep?.(secret);
  await client.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(secret) }));
  await client.send(new SetUserMFAPreferenceCommand({ AccessToken: accessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return secret;
}
