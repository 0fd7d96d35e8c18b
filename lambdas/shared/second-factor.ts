/**
 * Staff accounts sign in with a TOTP code (docs/decisions/D33). Cognito's MFA is optional in the
 * pool (students have none), so Cognito itself does not make staff enrol: every staff-level route
 * asks Cognito whether the caller has TOTP on, and refuses the call until they do. Turning TOTP on
 * ends every earlier sign-in (lambdas/account/confirm-two-factor.ts), so a staff token that passes
 * here comes from a sign-in that gave a code.
 *
 * "On" is kept for a minute in the warm Lambda, one AdminGetUser per staff member per minute at
 * most; "off" is never kept, so a staff member who has just enrolled is let in at once.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from './aws-clients';
import { requireEnv } from './env';
import { errors } from './errors';

const KEEP_ON_MS = 60_000;
/** A bound on the remembered staff members: the cache is only an optimisation. */
const MAX_REMEMBERED = 1_000;
const onUntil = new Map<string, number>();

/** Asks Cognito (never the cache) whether the user has TOTP among their MFA settings. */
export async function readHasTotp(userId: string): Promise<boolean> {
  // The pool's username is the sub (sign-in by e-mail alias), which Cognito accepts here.
  const user = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: requireEnv('userPoolId'), Username: userId }));
  return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
}

/** Throws the 403 that says how to set it up, unless the staff caller has TOTP on. */
export async function requireStaffSecondFactor(userId: string, now: () => number = Date.now): Promise<void> {
  const until = onUntil.get(userId);
  if (until !== undefined && now() < until) return;
  onUntil.delete(userId);
  if (!(await readHasTotp(userId))) throw errors.staffTwoFactorRequired();
  if (onUntil.size >= MAX_REMEMBERED) onUntil.clear();
  onUntil.set(userId, now() + KEEP_ON_MS);
}

/** For tests: forget what was remembered. */
export function forgetSecondFactors(): void {
  onUntil.clear();
}
