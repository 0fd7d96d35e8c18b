import type { CountryCode } from '@contract/countries';

export interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly country: CountryCode;
}

/** What Cognito asks for after a correct password: nothing more, the sign-up code first, or the TOTP code. */
export type SignInStep = 'done' | 'confirmSignUp' | 'resetPassword' | 'totpCode';

/** A new TOTP secret, and the `otpauth://` URI an authenticator app reads from its QR code. */
export interface TotpSetup {
  readonly secret: string;
  readonly uri: string;
}

/**
 * The Cognito account operations the screens use. The app uses Amplify (amplify-auth-commands.ts);
 * tests pass a fake, so every screen is tested without Cognito. Failures are thrown as errors whose
 * `name` is Cognito's exception name (`CodeMismatchException`, …) or Amplify's `NetworkError`.
 */
export interface AuthCommands {
  /** `remember` keeps the tokens across browser restarts (localStorage) or only for this tab (sessionStorage). */
  signIn(input: { email: string; password: string; remember: boolean }): Promise<SignInStep>;
  /** Leaves for the Cognito hosted UI (Google); the browser comes back to /login. */
  signInWithGoogle(): Promise<void>;
  /** Creates the unconfirmed account; Cognito e-mails the six-digit code (docs/decisions/D01). */
  signUp(input: SignUpInput): Promise<void>;
  confirmSignUp(input: { email: string; code: string }): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  /** Cognito e-mails a reset code. */
  resetPassword(email: string): Promise<void>;
  /** Cognito checks the code and sets the new password in one call. */
  confirmResetPassword(input: { email: string; code: string; newPassword: string }): Promise<void>;
  /** Answers the TOTP step of a sign-in with the authenticator app's six-digit code. */
  confirmTotpSignIn(code: string): Promise<SignInStep>;
  /** Starts TOTP enrolment for the signed-in account (docs/decisions/D33). */
  setUpTotp(accountName: string): Promise<TotpSetup>;
  /** Checks a code against the new secret and makes TOTP the account's second factor. */
  turnOnTotp(code: string): Promise<void>;
}
