/**
 * Whether the sign-in a socket was opened with has been revoked since (signed out, its session
 * revoked, the account deleted). Signing out closes its sockets at once (lambdas/platform/close-sockets.ts);
 * this check on every message is the second line, for a socket that closing missed. One answer per
 * sign-in is kept for a few seconds in the warm Lambda: a chat burst costs one read, not one per message.
 */
import { refuseRevokedToken } from '../shared/revoked-tokens';
import type { SocketEvent } from './socket-event';

export const REVOCATION_CHECK_CACHE_MS = 15_000;
/** Sign-ins remembered at once; the oldest answer goes first. */
const CACHE_LIMIT = 1_000;

const answers = new Map<string, { revoked: boolean; until: number }>();

type Authorizer = NonNullable<SocketEvent['requestContext']['authorizer']>;

export async function isSignInRevoked(authorizer: Authorizer, now = Date.now(), refuse = refuseRevokedToken): Promise<boolean> {
  const { userId, originJti, signedInAt } = authorizer;
  // Without an origin the sign-in cannot be named (lambdas/shared/revoked-tokens.ts): nothing to check.
  if (!userId || !originJti) return false;
  const key = `${userId}#${originJti}`;
  const known = answers.get(key);
  if (known && known.until > now) return known.revoked;
  const revoked = await refuse({ sub: userId, origin_jti: originJti, auth_time: signedInAt }).then(
    () => false,
    () => true,
  );
  answers.delete(key);
  answers.set(key, { revoked, until: now + REVOCATION_CHECK_CACHE_MS });
  if (answers.size > CACHE_LIMIT) answers.delete(answers.keys().next().value!);
  return revoked;
}
