import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { nameSchema } from '@contract/account/profile';
import { getEmailOwner } from '../data/email-claims';
import { errors } from '../shared/errors';
import { isReservedEmail } from './reserved-emails';
import { entryPoint } from '../shared/entry-point';

/**
 * Cognito PreSignUp: refuses a name others could not be shown truthfully (contract/shown-text.ts),
 * reserved addresses and addresses an account already holds in another
 * letter case, before any code is sent. E-mail is case-insensitive everywhere: the pool signs in
 * case-insensitively (lib/auth.ts), and the claim item (data/email-claims.ts, written at
 * PostConfirmation) makes the refusal not depend on how Cognito compares aliases. Cognito shows the
 * thrown message to the client (prefixed "PreSignUp failed with error"), which the sign-up form strips.
 */
async function handle(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  // The form checks the name too; a client that calls Cognito itself must meet the same rule (with
  // none at all, the profile takes the address's local part: profile-from-attributes.ts).
  const { name } = event.request.userAttributes;
  const checked = name === undefined ? undefined : nameSchema.safeParse(name);
  if (checked?.success === false) throw new Error(checked.error.issues[0]!.message);
  const email = event.request.userAttributes.email ?? '';
  if (isReservedEmail(email)) throw new Error(errors.reservedEmail().message);
  if (email && (await getEmailOwner(email))) throw new Error(errors.emailTaken().message);
  return event;
}

export const handler = entryPoint('cognitoTrigger', handle);
