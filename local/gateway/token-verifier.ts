import { createJwksVerifier, type TokenIssuer } from '../../lambdas/shared/token-verifier';

export type { TokenIssuer };

/** Returns the verified claims, or null for a missing, malformed, expired or foreign token. */
export type TokenVerifier = (authorization: string | undefined) => Promise<Record<string, unknown> | null>;

/**
 * Checks an id token as the REST API's Cognito user pool authorizer does (the same verifier the
 * WebSocket authorizer Lambda uses locally). Loads the JWKS once up front, so a start-up with an
 * unreachable emulator fails early.
 */
export async function createTokenVerifier(source: TokenIssuer): Promise<TokenVerifier> {
  const verify = createJwksVerifier(source);
  const response = await fetch(source.jwksUri);
  if (!response.ok) throw new Error(`JWKS at ${source.jwksUri} answered ${response.status}`);
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (!token) return null;
    return verify(token).catch(() => null);
  };
}

/** The token of `Authorization: Bearer <token>`; a bare token is accepted as the Cognito authorizer does. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  if (!value) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  if (match) return match[1];
  return /\s/.test(value) ? undefined : value;
}
