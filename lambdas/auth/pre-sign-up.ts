import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { errors } from '../shared/errors';
import { isReservedEmail } from './reserved-emails';

/**
 * Cognito PreSignUp: refuses reserved addresses before any code is sent. Cognito shows the thrown
 * message to the client (prefixed "PreSignUp failed with error"), which the sign-up form strips.
 */
export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  const email = event.request.userAttributes.email ?? '';
  if (event.triggerSource === 'PreSignUp_SignUp' && isReservedEmail(email)) {
    throw new Error(errors.reservedEmail().message);
  }
  return event;
}
