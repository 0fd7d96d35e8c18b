/**
 * How long Cognito's tokens live: the user pool client (lib/auth.ts), the local emulator's client
 * (local/cognito/pool.ts) and the revocation records (lambdas/shared/revoked-tokens.ts) read them
 * from here, so a revocation always outlives every token it refuses.
 */
export const ID_TOKEN_VALIDITY_MINUTES = 60;
export const ACCESS_TOKEN_VALIDITY_MINUTES = 60;
export const REFRESH_TOKEN_VALIDITY_DAYS = 30;

/**
 * The last moment a token of one sign-in can still be presented: its refresh token mints new id
 * tokens until it expires, and the last one minted lives one id-token lifetime more.
 */
export const SIGN_IN_LIFETIME_SECONDS = REFRESH_TOKEN_VALIDITY_DAYS * 24 * 60 * 60 + ID_TOKEN_VALIDITY_MINUTES * 60;
