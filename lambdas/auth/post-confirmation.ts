import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { claimEmail } from '../data/email-claims';
import { createProfileIfAbsent } from '../data/user-profiles';
import { logger } from '../shared/logger';
import { profileFromAttributes } from './profile-from-attributes';
import { entryPoint } from '../shared/entry-point';

/**
 * Cognito PostConfirmation: the confirmed account gets its profile (docs/requirements/accounts.md §2 defaults: plan
 * free, streak 1, zero XP, certificates locked). Idempotent: Cognito retries triggers.
 */
async function handle(event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const profile = profileFromAttributes(event.request.userAttributes, new Date());
  const created = await createProfileIfAbsent(profile);
  logger.info(created ? 'profile created' : 'profile already existed', { userId: profile.userId });
  // The address, in lower case, is this account's from now on (PreSignUp refuses it in any case).
  if (profile.email && !(await claimEmail(profile.email, profile.userId))) {
    logger.warn('e-mail address already claimed by another account', { userId: profile.userId });
  }
  return event;
}

export const handler = entryPoint('cognitoTrigger', handle);
