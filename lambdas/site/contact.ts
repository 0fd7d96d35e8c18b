/**
 * The contact form (docs/requirements/shell.md §7; docs/decisions/D12: stored, never only simulated). A signed-in user's
 * message is stored under them, at most CONTACT_MESSAGES_PER_DAY per UTC day, counted in the write
 * that stores it. Plain functions over the repository below (submit-message.ts wires DynamoDB).
 */
import { randomUUID } from 'node:crypto';
import { CONTACT_MESSAGES_PER_DAY, contactMessages, type ContactMessage } from '@contract/contact';
import type { ContactStoring, NewContactMessage } from '../data/contact-messages';
import { errors, TooManyRequests } from '../shared/errors';

export interface ContactRepository {
  storeContactMessage(message: NewContactMessage, perDay: number, now: Date): Promise<ContactStoring>;
}

export const contactErrors = {
  /** docs/requirements/shell.md §9: 429 is "resource exhausted"; the message says what to do. */
  dailyLimit: () => TooManyRequests(contactMessages.dailyLimit),
} as const;

export async function submitContactMessage(deps: ContactRepository, userId: string, input: ContactMessage, now = new Date(), newId: () => string = randomUUID) {
  const messageId = newId();
  const stored = await deps.storeContactMessage({ ...input, messageId, userId, createdAt: now.toISOString() }, CONTACT_MESSAGES_PER_DAY, now);
  // Over the limit, or for an account being deleted, nothing was written.
  if (stored === 'limitReached') throw contactErrors.dailyLimit();
  if (stored === 'accountGone') throw errors.userAccountNotFound();
  return { success: true as const, message: contactMessages.sent, id: messageId };
}
