import { accountMessages } from '@contract/account/messages';

/** The texts of docs/requirements/accounts.md §3–§7 these screens show, word for word. */
export const authMessages = {
  // Login (§4)
  enterEmail: accountMessages.enterEmail,
  enterPassword: 'Please enter your password',
  validEmail: accountMessages.validEmail,
  noAccount: 'No account found with this email',
  incorrectPassword: 'Incorrect password',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many failed attempts. Please try again later',
  invalidEmailFormat: 'Invalid email format',
  accountDisabled: 'This account has been disabled',
  loginNetwork: 'Network error. Please check your connection',
  loginTimedOut: 'Login request timed out. Please try again.',
  loginError: 'An error occurred during login. Please try again.',
  loginFailed: (reason: string) => `Login failed: ${reason}`,
  googleFailed: 'Google sign-in failed. Try again.',
  // Sign-up (§5)
  nameRequired: accountMessages.nameRequired,
  emailRequired: 'Email is required',
  passwordTooShort: 'Password must be at least 8 characters',
  termsRequired: 'You must agree to the Terms & Conditions and Privacy Policy to continue.',
  reservedEmail: 'This email is reserved. Please use a different email.',
  accountExists: 'An account already exists with this email',
  invalidEmailAddress: 'Invalid email address',
  passwordTooWeak: 'Password is too weak',
  signupFailed: 'Signup failed',
  serverUnavailableContact: 'Server is currently unavailable. Please try again later or contact support.',
  serverError: 'Server error occurred. Please try again in a few moments.',
  failedToSendOtp: 'Failed to send OTP. Please try again.',
  failedToResendOtp: 'Failed to resend OTP. Please try again.',
  otpDelayNotice: 'Due to high user volume, OTP delivery might be delayed by a few seconds.',
  // A code asked for an account that has entered its code already (docs/requirements/accounts.md §7).
  accountAlreadyVerified: 'This account is already verified. Please log in.',
  // Code verification (§7)
  verifyTimedOut: 'OTP verification timed out. Please try again.',
  invalidOtpCheck: 'Invalid OTP. Please check and try again.',
  serverUnavailable: 'Server is currently unavailable. Please try again later.',
  otpVerificationFailed: 'OTP verification failed. Please try again.',
  verificationFailed: 'Verification failed',
  invalidOtp: 'Invalid OTP',
  // Forgot and reset password (§6)
  noAccountAddress: 'No account found with this email address',
  requestTimedOut: 'Request timed out. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  resetTimedOut: 'Password reset timed out. Please try again.',
  invalidPassword: 'Invalid password',
  resetUserNotFound: 'User not found. Please check your email address.',
  resetFailed: 'Failed to reset password. Please try again.',
  resetSlow: 'This is taking longer than usual. Please wait a moment while we update your password securely.',
  resetPasswordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  // Country dialog (§3)
  selectCountry: accountMessages.selectCountry,
  // Two-factor authentication for staff: our own words (docs/decisions/D33).
  totpWrongCode: 'That code is not right. Enter the code your authenticator app shows now.',
  totpSignInExpired: 'This sign-in took too long. Please sign in again.',
  totpFailed: 'Two-factor authentication failed. Please try again.',
  twoFactorOn: accountMessages.twoFactorOn,
} as const;

/** docs/requirements/accounts.md §12 and docs/decisions/D04 (contract/account/passwords.ts). */
export { PASSWORD_MIN_LENGTH } from '@contract/account/passwords';
export { FULL_NAME_MAX_LENGTH } from '@contract/account/profile';
export const CODE_LENGTH = 6;
export const RESEND_WAIT_SECONDS = 59;
/** docs/requirements/accounts.md §12: login and backend timeout. */
export const AUTH_CALL_TIMEOUT_MS = 10_000;
/** docs/requirements/accounts.md §6: the reset button says Still working... after this long. */
export const RESET_SLOW_AFTER_MS = 5_000;
