import { describe, expect, it } from 'vitest';
import { cognitoError } from '@web/test/auth-harness';
import {
  forgotPasswordErrorMessage,
  isRefusedResetCode,
  loginErrorMessage,
  resendErrorMessage,
  resetPasswordErrorMessage,
  sendOtpErrorMessage,
  signUpErrorMessage,
  triggerMessage,
  verifySignUpErrorMessage,
} from './error-messages';
import { AuthTimeoutError } from './with-timeout';

describe('Cognito errors → the messages of docs/requirements/accounts.md §4–§7', () => {
  it('strips the trigger prefix of Cognito and of cognito-local', () => {
    expect(
      triggerMessage(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error This email is reserved. Please use a different email..')),
    ).toBe('This email is reserved. Please use a different email.');
    expect(triggerMessage(cognitoError('UserLambdaValidationException', 'codearena-local-auth-pre-sign-up failed with error Nope.'))).toBe('Nope.');
    expect(triggerMessage(cognitoError('NotAuthorizedException', 'x failed with error y'))).toBeNull();
  });

  it('words each timeout as its screen does', () => {
    const timeout = new AuthTimeoutError();
    expect(loginErrorMessage(timeout)).toBe('Login request timed out. Please try again.');
    expect(verifySignUpErrorMessage(timeout)).toBe('OTP verification timed out. Please try again.');
    expect(forgotPasswordErrorMessage(timeout)).toBe('Request timed out. Please try again.');
    expect(resetPasswordErrorMessage(timeout)).toBe('Password reset timed out. Please try again.');
  });

  it('an address taken in another letter case reads as an existing account, from Cognito or from PreSignUp', () => {
    expect(signUpErrorMessage(cognitoError('UsernameExistsException', 'An account with the given email already exists.'))).toBe(
      'An account already exists with this email',
    );
    expect(signUpErrorMessage(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error An account already exists with this email.'))).toBe(
      'An account already exists with this email',
    );
  });

  it('a code asked for a confirmed account says it is verified; other failures keep the spec texts', () => {
    const confirmed = cognitoError('InvalidParameterException', 'User is already confirmed.');
    expect(sendOtpErrorMessage(confirmed)).toBe('This account is already verified. Please log in.');
    expect(resendErrorMessage(confirmed)).toBe('This account is already verified. Please log in.');
    expect(sendOtpErrorMessage(cognitoError('UserNotFoundException'))).toBe('Failed to send OTP. Please try again.');
    expect(sendOtpErrorMessage(cognitoError('LimitExceededException'))).toBe('Too many requests. Please wait a moment and try again.');
    expect(resendErrorMessage(cognitoError('CodeDeliveryFailureException'))).toBe('Failed to resend OTP. Please try again.');
  });

  it('knows a refused reset code (wrong or expired) from any other reset failure', () => {
    expect(isRefusedResetCode(cognitoError('CodeMismatchException'))).toBe(true);
    expect(isRefusedResetCode(cognitoError('ExpiredCodeException'))).toBe(true);
    expect(isRefusedResetCode(cognitoError('InvalidPasswordException'))).toBe(false);
  });

  it('uses the defaults when Cognito says nothing known', () => {
    expect(loginErrorMessage(new Error(''))).toBe('An error occurred during login. Please try again.');
    expect(signUpErrorMessage(cognitoError('Whatever'))).toBe('Signup failed');
    expect(loginErrorMessage(cognitoError('NotAuthorizedException', 'Password attempts exceeded'))).toBe('Too many failed attempts. Please try again later');
  });
});
