import { describe, expect, it } from 'vitest';
import { cognitoError } from '../test/auth-harness';
import { forgotPasswordErrorMessage, loginErrorMessage, resetPasswordErrorMessage, signUpErrorMessage, triggerMessage, verifySignUpErrorMessage } from './error-messages';
import { AuthTimeoutError } from './with-timeout';

describe('Cognito errors → spec 1 §8 messages', () => {
  it('strips the trigger prefix of Cognito and of cognito-local', () => {
    expect(triggerMessage(cognitoError('UserLambdaValidationException', 'PreSignUp failed with error This email is reserved. Please use a different email..'))).toBe(
      'This email is reserved. Please use a different email.',
    );
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

  it('uses the defaults when Cognito says nothing known', () => {
    expect(loginErrorMessage(new Error(''))).toBe('An error occurred during login. Please try again.');
    expect(signUpErrorMessage(cognitoError('Whatever'))).toBe('Signup failed');
    expect(loginErrorMessage(cognitoError('NotAuthorizedException', 'Password attempts exceeded'))).toBe('Too many failed attempts. Please try again later');
  });
});
