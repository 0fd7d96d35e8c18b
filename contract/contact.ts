/**
 * The contact form (docs/requirements/shell.md §7): one schema for the form and POST /contact-messages, so
 * the browser refuses what the server would, in the same words. The fields are checked in the
 * spec's order (name, email, subject, message; the category is a choice that cannot be left wrong
 * in the form), and only the first failing rule is shown (web/src/lib/forms/zod-form.ts).
 */
import { z } from 'zod';
import { hiddenCharactersMessage, shownText } from './shown-text';

export const contactCategories = ['general', 'support', 'bug', 'feature'] as const;
export type ContactCategory = (typeof contactCategories)[number];

/** How the form names each category. */
export const contactCategoryLabels: Record<ContactCategory, string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  bug: 'Bug Report',
  feature: 'Feature Request',
};

/**
 * Messages a signed-in user may send per UTC day. A person writing to support rarely needs more than
 * a couple; five leaves room for a follow-up or a correction, while a script or a stuck retry loop
 * is stopped after five items in the table and five e-mails to the operator.
 */
export const CONTACT_MESSAGES_PER_DAY = 5;

/** Longest accepted values: the name as on sign-up (docs/requirements/accounts.md §12), an address as SMTP allows it. */
export const contactLimits = { name: 80, email: 254, subject: 150, message: 5000 } as const;

export const contactMessages = {
  // docs/requirements/shell.md §7, in the order the form checks them.
  nameTooShort: 'Name must be at least 3 characters.',
  invalidEmail: 'Invalid email address.',
  subjectTooShort: 'Subject must be at least 3 characters.',
  messageTooShort: 'Message must be at least 11 characters.',
  // Our own, where the spec has no words.
  nameTooLong: `Name must be at most ${contactLimits.name} characters.`,
  subjectTooLong: `Subject must be at most ${contactLimits.subject} characters.`,
  messageTooLong: `Message must be at most ${contactLimits.message} characters.`,
  invalidCategory: 'Please choose a category.',
  // docs/requirements/shell.md §7 "Contact success message" (shown for 3 s).
  sent: 'Message sent successfully!',
  dailyLimit: `You can send at most ${CONTACT_MESSAGES_PER_DAY} messages a day. Please try again tomorrow.`,
} as const;

/** docs/requirements/shell.md §7: the success message stays this long. */
export const CONTACT_SUCCESS_MS = 3_000;

const m = contactMessages;

/** A shown text of `min`..`max` characters (contract/shown-text.ts); a missing value fails as too short. */
const text = (field: string, min: number, max: number, tooShort: string, tooLong: string, multiline = false) =>
  shownText({ min, max, tooShort, tooLong, hidden: hiddenCharactersMessage(field), multiline });

/** POST /contact-messages (signed in) and the contact form. */
export const contactMessageSchema = z.object({
  name: text('Name', 3, contactLimits.name, m.nameTooShort, m.nameTooLong),
  email: z.string({ message: m.invalidEmail }).trim().max(contactLimits.email, m.invalidEmail).pipe(z.email(m.invalidEmail)),
  subject: text('Subject', 3, contactLimits.subject, m.subjectTooShort, m.subjectTooLong),
  category: z.enum(contactCategories, { message: m.invalidCategory }),
  message: text('Message', 11, contactLimits.message, m.messageTooShort, m.messageTooLong, true),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The stored message's id: a reference the user can quote to support. */
  id: z.string(),
});
