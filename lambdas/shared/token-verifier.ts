/**
 * Verifies Cognito id tokens: against the user pool in AWS, against the Cognito emulator's JWKS
 * locally (JWT_ISSUER set). The WebSocket authorizer uses it, and so does the local REST gateway in
 * place of API Gateway's Cognito authorizer, so every token is checked the same way. The WebSocket
 * authorizer also refuses revoked sign-ins here (REST routes do it in lambdas/shared/http-handler.ts).
 */
import { CognitoJwtVerifier, JwtVerifier } from 'aws-jwt-verify';
import type { Caller } from './caller';
import { callerFromClaims } from './caller';
import { optionalEnv, requireEnv } from './env';
import { refuseRevokedToken, signInOf } from './revoked-tokens';

export type IdTokenVerifier = (token: string) => Promise<Record<string, unknown>>;

export interface TokenIssuer {
  issuer: string;
  /** The app client id: the `aud` of an id token. */
  audience: string;
  jwksUri: string;
}

/**
 * An id-token verifier for an issuer outside Cognito (the local emulator): RS256 signature by a key
 * of its JWKS, issuer, audience, expiry and `token_use` = id. aws-jwt-verify fetches JWKS over https
 * only, so the emulator's (http) JWKS is fetched here and cached into the verifier, and fetched
 * again when a token names a key it does not know.
 */
export function createJwksVerifier(source: TokenIssuer): IdTokenVerifier {
  const verifier = JwtVerifier.create({
    issuer: source.issuer,
    audience: source.audience,
    jwksUri: source.jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new Error('Not an id token');
    },
  });
  let loaded: Promise<void> | undefined;
  const loadJwks = (refresh = false) => {
    if (refresh) loaded = undefined;
    return (loaded ??= fetch(source.jwksUri)
      .then(async (response) => {
        if (!response.ok) throw new Error(`JWKS at ${source.jwksUri} answered ${response.status}`);
        verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);
      })
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      }));
  };
  return async (token) => {
    await loadJwks();
    try {
      return (await verifier.verify(token)) as Record<string, unknown>;
    } catch (error) {
      if (!isUnknownKeyError(error)) throw error;
      await loadJwks(true);
      return (await verifier.verify(token)) as Record<string, unknown>;
    }
  };
}

function isUnknownKeyError(error: unknown): boolean {
  return error instanceof Error && /kid|JWK/i.test(`${error.name} ${error.message}`);
}

/** The verifier for this environment: the user pool's, or the emulator's when JWT_ISSUER is set. */
export function createIdTokenVerifier(): IdTokenVerifier {
  const clientId = requireEnv('userPoolClientId');
  const issuer = optionalEnv('jwtIssuer');
  if (issuer) return createJwksVerifier({ issuer, audience: clientId, jwksUri: `${issuer}/.well-known/jwks.json` });
  const verifier = CognitoJwtVerifier.create({ userPoolId: requireEnv('userPoolId'), tokenUse: 'id', clientId });
  return async (token) => (await verifier.verify(token)) as Record<string, unknown>;
}

let shared: IdTokenVerifier | undefined;

/**
 * The caller a token proves, or undefined for a missing, expired, forged or revoked token (a signed-out
 * or deleted account's token still verifies until it expires: lambdas/shared/revoked-tokens.ts).
 */
export async function callerFromToken(
  token: string | undefined,
  verify: IdTokenVerifier = (shared ??= createIdTokenVerifier()),
  refuseRevoked: (claims: Record<string, unknown>) => Promise<void> = refuseRevokedToken,
): Promise<Caller | undefined> {
  return (await signInFromToken(token, verify, refuseRevoked))?.caller;
}

/** The caller a token proves with the sign-in it belongs to (what a WebSocket remembers, to end with it). */
export async function signInFromToken(
  token: string | undefined,
  verify: IdTokenVerifier = (shared ??= createIdTokenVerifier()),
  refuseRevoked: (claims: Record<string, unknown>) => Promise<void> = refuseRevokedToken,
): Promise<{ caller: Caller; originJti?: string; signedInAt?: number } | undefined> {
  if (!token) return undefined;
  try {
    const claims = await verify(token);
    await refuseRevoked(claims);
    const caller = callerFromClaims(claims);
    if (!caller) return undefined;
    const signIn = signInOf(claims);
    return {
      caller,
      ...(signIn?.originJti && { originJti: signIn.originJti }),
      ...(signIn?.signedInAt !== undefined && { signedInAt: signIn.signedInAt }),
    };
  } catch {
    return undefined;
  }
}
