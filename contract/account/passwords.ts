/**
 * Password rules, once (docs/decisions/D04): Cognito's password policy (lib/auth.ts, and the local pool in
 * local/cognito/pool.ts) and every password form of the web app use these.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Cognito accepts at most 256 characters. */
export const PASSWORD_MAX_LENGTH = 256;
/** No character classes are required: length is what makes a password strong (NIST SP 800-63B). */
export const cognitoPasswordPolicy = {
  minLength: PASSWORD_MIN_LENGTH,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
} as const;
