/**
 * Revoked sign-ins. API Gateway's Cognito authorizer (and the local gateway, which does what it does)
 * accepts an id token until it expires, even after RevokeToken or a global sign-out: Cognito only
 * refuses revoked tokens in its own APIs. So signing out, revoking a session and deleting the account
 * record what they revoke, and every authenticated request is checked against those records here.
 *
 * What identifies a sign-in: Cognito's `origin_jti`, the same in every id and access token minted
 * from one authentication, including each refresh (the local emulator adds it the same way,
 * local/cognito/cognito-local-process.ts). Revoking it also covers the tokens the device may still
 * mint with a refresh token we cannot revoke from the server (another device's), so the record lives
 * as long as such a token could: the refresh token's lifetime plus one id token's.
 */
import { SIGN_IN_LIFETIME_SECONDS } from '@contract/account/token-lifetimes';
import { findRevocations, revokeTokenOrigin, revokeUserTokensBefore } from '../data/revoked-tokens';
import { errors } from './errors';

/**
 * A time claim as epoch seconds. Verified tokens carry numbers; API Gateway's REST authorizer hands
 * them over as strings: `auth_time` as digits, `iat`/`exp` as `Wed Nov 22 04:00:00 UTC 2025`.
 */
export function epochSeconds(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.floor(value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : Math.floor(parsed / 1000);
}

/** What the claims say about the sign-in a token belongs to. */
export function signInOf(claims: Record<string, unknown>): { userId: string; originJti: string | undefined; signedInAt: number | undefined } | undefined {
  const userId = claims.sub;
  if (typeof userId !== 'string' || userId === '') return undefined;
  const origin = claims.origin_jti;
  return {
    userId,
    originJti: typeof origin === 'string' && origin !== '' ? origin : undefined,
    // auth_time stays the first authentication's time across refreshes; iat is the fallback.
    signedInAt: epochSeconds(claims.auth_time) ?? epochSeconds(claims.iat),
  };
}

/**
 * Throws the 401 when the token's sign-in was revoked. Claims without a user (public routes with no
 * token) are nothing to check, nor is a token without `origin_jti`: only a client without token
 * revocation mints those, and neither ours (lib/auth.ts `enableTokenRevocation`) nor the local
 * emulator does. One consistent BatchGet reads both records that could refuse the token.
 */
export async function refuseRevokedToken(claims: Record<string, unknown>): Promise<void> {
  const signIn = signInOf(claims);
  if (!signIn?.originJti) return;
  const found = await findRevocations({ originJti: signIn.originJti, userId: signIn.userId });
  if (found.originRevoked) throw errors.signInRevoked();
  // A token that does not say when it signed in cannot prove it came after the cut-off.
  if (found.userRevokedBefore !== undefined && (signIn.signedInAt === undefined || signIn.signedInAt <= found.userRevokedBefore)) {
    throw errors.signInRevoked();
  }
}

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Revokes one sign-in of the user; a sign-in without an origin (a token minted without revocation enabled) cannot be named. */
export async function revokeSignIn(userId: string, originJti: string | undefined, signedInAt?: number, now = new Date()): Promise<boolean> {
  if (!originJti) return false;
  await revokeTokenOrigin({ originJti, userId, expiresAt: (signedInAt ?? nowSeconds(now)) + SIGN_IN_LIFETIME_SECONDS }, now);
  return true;
}

/** Revokes every sign-in of the user up to now (account deletion). */
export async function revokeAllSignIns(userId: string, now = new Date()): Promise<void> {
  await revokeUserTokensBefore({ userId, revokedBefore: nowSeconds(now), expiresAt: nowSeconds(now) + SIGN_IN_LIFETIME_SECONDS });
}

/** The sign-in of the token a REST request carries (the authorizer's claims), if any. */
export function signInOfEvent(event: { requestContext?: { authorizer?: { claims?: unknown } | null } | null }) {
  const claims = event.requestContext?.authorizer?.claims;
  return claims && typeof claims === 'object' ? signInOf(claims as Record<string, unknown>) : undefined;
}
