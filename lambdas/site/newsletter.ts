import { accountMessages as m } from '@contract/account/messages';
import { meteringMessages, NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR } from '@contract/metering';
import { errors, tooManyRequestsFor } from '../shared/errors';

export interface NewsletterDeps {
  subscribeOnce(email: string): Promise<boolean>;
  /** Counts a sign-up from the client address in this hour; false past its limit (contract/metering.ts). */
  countSignUp(address: string, limit: number, now: Date): Promise<boolean>;
}

/**
 * docs/decisions/D12: the subscription is stored, once per e-mail (case-insensitive). Each attempt
 * from a client address counts first (docs/decisions/D31), so a script cannot fill the list with
 * made-up addresses; a request without an address (none reaches API Gateway so) is not counted.
 */
export async function subscribe(deps: NewsletterDeps, email: string, clientAddress: string | undefined, now = new Date()) {
  if (clientAddress && !(await deps.countSignUp(clientAddress, NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR, now))) {
    throw tooManyRequestsFor(meteringMessages.newsletterTooOften, 3600 - (now.getUTCMinutes() * 60 + now.getUTCSeconds()));
  }
  if (!(await deps.subscribeOnce(email.toLowerCase()))) throw errors.alreadySubscribed();
  return { success: true as const, message: m.subscribed };
}
