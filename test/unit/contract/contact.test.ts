import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_DAY, contactCategories, contactLimits, contactMessageSchema, contactMessages } from '@contract/contact';

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Judge question', category: 'support', message: 'How are Java programs timed?' };

/** The messages of the failing rules, in the order the schema reports them. */
function failures(input: unknown): string[] {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the contact schema (docs/requirements/shell.md §7)', () => {
  it('accepts a complete message and trims its texts', () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: '  Ada  ', email: ' ada@example.com ', subject: ' Hi! ', message: '  Eleven char  ' });
    expect(parsed).toEqual({ name: 'Ada', email: 'ada@example.com', subject: 'Hi!', category: 'support', message: 'Eleven char' });
  });

  it.each([
    ['name', { name: 'Al' }, contactMessages.nameTooShort],
    ['name (after trimming)', { name: '  Al   ' }, contactMessages.nameTooShort],
    ['email', { email: 'ada@' }, contactMessages.invalidEmail],
    ['email (empty)', { email: '' }, contactMessages.invalidEmail],
    ['subject', { subject: 'Hi' }, contactMessages.subjectTooShort],
    ['message', { message: 'ten chars!' }, contactMessages.messageTooShort],
    ['category', { category: 'sales' }, contactMessages.invalidCategory],
  ])('refuses a short or wrong %s with the spec words', (_field, change, message) => {
    expect(failures({ ...valid, ...change })).toEqual([message]);
  });

  it('uses the exact messages of the spec', () => {
    expect([contactMessages.nameTooShort, contactMessages.invalidEmail, contactMessages.subjectTooShort, contactMessages.messageTooShort]).toEqual([
      'Name must be at least 3 characters.',
      'Invalid email address.',
      'Subject must be at least 3 characters.',
      'Message must be at least 11 characters.',
    ]);
    expect(contactMessages.sent).toBe('Message sent successfully!');
  });

  it('reports the failing rules in the order name, email, subject, message, so the first one is shown', () => {
    const all = { name: 'A', email: 'nope', subject: 'S', category: 'general', message: 'short' };
    expect(failures(all)).toEqual([
      contactMessages.nameTooShort,
      contactMessages.invalidEmail,
      contactMessages.subjectTooShort,
      contactMessages.messageTooShort,
    ]);
    expect(failures({ ...all, name: 'Ada' })[0]).toBe(contactMessages.invalidEmail);
    expect(failures({ ...all, name: 'Ada', email: 'ada@example.com' })[0]).toBe(contactMessages.subjectTooShort);
    expect(failures({ ...all, name: 'Ada', email: 'ada@example.com', subject: 'Hello' })).toEqual([contactMessages.messageTooShort]);
  });

  it('refuses missing fields with the field rule, never a generic message', () => {
    expect(failures({})).toEqual([
      contactMessages.nameTooShort,
      contactMessages.invalidEmail,
      contactMessages.subjectTooShort,
      contactMessages.invalidCategory,
      contactMessages.messageTooShort,
    ]);
  });

  it('bounds every text', () => {
    expect(failures({ ...valid, name: 'x'.repeat(contactLimits.name + 1) })).toEqual([contactMessages.nameTooLong]);
    expect(failures({ ...valid, subject: 'x'.repeat(contactLimits.subject + 1) })).toEqual([contactMessages.subjectTooLong]);
    expect(failures({ ...valid, message: 'x'.repeat(contactLimits.message + 1) })).toEqual([contactMessages.messageTooLong]);
    expect(failures({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual([contactMessages.invalidEmail]);
    expect(failures({ ...valid, message: 'x'.repeat(contactLimits.message) })).toEqual([]);
  });

  it('has the four categories of the spec and a documented daily limit', () => {
    expect(contactCategories).toEqual(['general', 'support', 'bug', 'feature']);
    expect(CONTACT_MESSAGES_PER_DAY).toBe(5);
    expect(contactMessages.dailyLimit).toBe('You can send at most 5 messages a day. Please try again tomorrow.');
  });
});
