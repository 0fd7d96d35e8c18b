import { authMessages as m } from './messages';

/**
 * Cognito's failures (by exception name, as Amplify throws them) → the messages of docs/requirements/accounts.md §4–§7.
 * One function per screen action, because the spec words the same failure differently per screen.
 */

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.trim() : '';
}

const isTimeout = (error: unknown) => nameOf(error) === 'AuthTimeoutError';

/** No answer at all: Amplify's NetworkError, or fetch's TypeError. */
function isNetwork(error: unknown): boolean {
  return nameOf(error) === 'NetworkError' || (error instanceof TypeError && /fetch|network/i.test(error.message));
}

const tooMany = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/**
 * A Cognito trigger's refusal arrives as "PreSignUp failed with error <message>." (cognito-local
 * names the function instead of the trigger); the user sees only <message>.
 */
export function triggerMessage(error: unknown): string | null {
  if (nameOf(error) !== 'UserLambdaValidationException') return null;
  const match = /failed with error (.+)$/s.exec(messageOf(error));
  if (!match) return null;
  const inner = match[1]!.trim();
  // Cognito adds a full stop after the message; keep the message's own one.
  return inner.endsWith('..') ? inner.slice(0, -1) : inner;
}

export function loginErrorMessage(error: unknown): string {
  if (isTimeout(error)) return m.loginTimedOut;
  if (isNetwork(error)) return m.loginNetwork;
  const name = nameOf(error);
  const message = messageOf(error);
  if (name === 'UserNotFoundException') return m.noAccount;
  // cognito-local says InvalidPasswordException for a wrong password of an existing user.
  if (name === 'InvalidPasswordException') return m.incorrectPassword;
  if (tooMany.has(name)) return m.tooManyAttempts;
  if (name === 'NotAuthorizedException') {
    if (/disabled/i.test(message)) return m.accountDisabled;
    if (/attempts exceeded/i.test(message)) return m.tooManyAttempts;
    if (/^incorrect password/i.test(message)) return m.incorrectPassword;
    return m.invalidCredentials;
  }
  if (name === 'InvalidParameterException' && /email|username/i.test(message)) return m.invalidEmailFormat;
  return message ? m.loginFailed(message) : m.loginError;
}

export function googleErrorMessage(error: unknown): string {
  const message = messageOf(error);
  return message && !isNetwork(error) ? message : m.googleFailed;
}

/** Send OTP on the sign-up form: Cognito creates the account and e-mails the code in one call. */
export function signUpErrorMessage(error: unknown): string {
  if (isTimeout(error) || isNetwork(error)) return m.serverUnavailableContact;
  const name = nameOf(error);
  if (name === 'UsernameExistsException' || name === 'AliasExistsException') return m.accountExists;
  const fromTrigger = triggerMessage(error);
  // PreSignUp refuses an address held in another letter case (lambdas/auth/pre-sign-up.ts); Cognito adds a full stop.
  if (fromTrigger?.replace(/\.$/, '') === m.accountExists) return m.accountExists;
  if (fromTrigger) return fromTrigger;
  if (name === 'InvalidPasswordException') return m.passwordTooWeak;
  if (name === 'InvalidParameterException') return /password/i.test(messageOf(error)) ? m.passwordTooWeak : m.invalidEmailAddress;
  if (name === 'CodeDeliveryFailureException' || tooMany.has(name)) return m.failedToSendOtp;
  if (name === 'InternalErrorException') return m.serverError;
  return m.signupFailed;
}

/** Verify OTP & Create Account, and the stand-alone verify screen. */
export function verifySignUpErrorMessage(error: unknown): string {
  if (isTimeout(error)) return m.verifyTimedOut;
  if (isNetwork(error)) return m.serverUnavailable;
  const name = nameOf(error);
  if (name === 'CodeMismatchException') return m.invalidOtpCheck;
  // Expired code, too many attempts: Cognito's own words say what to do next.
  if (name === 'ExpiredCodeException' || tooMany.has(name)) return messageOf(error) || m.invalidOtpCheck;
  return m.otpVerificationFailed;
}

/** Cognito's answer to a new sign-up code for an account that is confirmed already. */
function isAlreadyConfirmed(error: unknown): boolean {
  return nameOf(error) === 'InvalidParameterException' && /already confirmed/i.test(messageOf(error));
}

export function resendErrorMessage(error: unknown): string {
  if (isAlreadyConfirmed(error)) return m.accountAlreadyVerified;
  return m.failedToResendOtp;
}

/** Send OTP on the stand-alone /send-otp screen (Cognito's ResendConfirmationCode): says what happened. */
export function sendOtpErrorMessage(error: unknown): string {
  if (isTimeout(error) || isNetwork(error)) return m.serverUnavailableContact;
  if (isAlreadyConfirmed(error)) return m.accountAlreadyVerified;
  // An unknown address stays "Failed to send OTP" (docs/requirements/accounts.md §6, §7): no hint whether it exists.
  if (tooMany.has(nameOf(error))) return m.tooManyRequests;
  return m.failedToSendOtp;
}

/** Send Verification Code (forgot password) and its resend. */
export function forgotPasswordErrorMessage(error: unknown): string {
  if (isTimeout(error)) return m.requestTimedOut;
  const name = nameOf(error);
  if (name === 'UserNotFoundException') return m.noAccountAddress;
  if (tooMany.has(name)) return m.tooManyRequests;
  return m.failedToSendOtp;
}

/**
 * A reset code Cognito refused (wrong or expired). Cognito has no call that checks a reset code on
 * its own (ConfirmForgotPassword takes code and new password together; which of the two it checks
 * first is not documented, so probing with a deliberately bad password proves nothing and may spend
 * an attempt): the code is checked when the new password is submitted, and a refused code sends the
 * user back to the code step with "Invalid OTP" (reset-password-page.tsx).
 */
export function isRefusedResetCode(error: unknown): boolean {
  const name = nameOf(error);
  return name === 'CodeMismatchException' || name === 'ExpiredCodeException';
}

/** Reset Password: the code is checked with the new password (see isRefusedResetCode). */
export function resetPasswordErrorMessage(error: unknown): string {
  if (isTimeout(error)) return m.resetTimedOut;
  const name = nameOf(error);
  if (name === 'CodeMismatchException') return m.invalidOtp;
  if (name === 'ExpiredCodeException') return messageOf(error) || m.invalidOtp;
  if (name === 'InvalidPasswordException') return messageOf(error) || m.invalidPassword;
  if (name === 'UserNotFoundException') return m.resetUserNotFound;
  if (tooMany.has(name)) return m.tooManyRequests;
  return m.resetFailed;
}

/** The TOTP code: at sign-in, and when turning two-factor authentication on (docs/decisions/D33). */
export function totpErrorMessage(error: unknown): string {
  if (isTimeout(error) || isNetwork(error)) return m.loginNetwork;
  const name = nameOf(error);
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException') return m.totpWrongCode;
  // The sign-in's session lasts 3 minutes; after that Cognito refuses the code with NotAuthorized.
  if (name === 'NotAuthorizedException' || name === 'ExpiredCodeException') return m.totpSignInExpired;
  if (tooMany.has(name)) return m.tooManyAttempts;
  return m.totpFailed;
}
