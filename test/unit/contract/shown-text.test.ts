import { describe, expect, it } from 'vitest';
import { nameSchema } from '@contract/account/profile';
import { chatContentSchema } from '@contract/chat';
import { hiddenCharacterIn, shownText, visibleLength } from '@contract/shown-text';

const title = shownText({ min: 2, max: 5, tooShort: 'short', tooLong: 'long', hidden: 'hidden' });
const message = shownText({ min: 1, max: 50, tooShort: 'short', tooLong: 'long', hidden: 'hidden', multiline: true });

/** The stored text, or the message of the rule it breaks. */
function outcome(schema: typeof title, text: string): string {
  const result = schema.safeParse(text);
  return result.success ? `ok: ${result.data}` : result.error.issues[0]!.message;
}

describe('a text users show each other', () => {
  it.each([
    ['a plain name', 'Zoë', 'ok: Zoë'],
    ['decomposed letters, stored composed (NFC)', 'Zoe\u0308', 'ok: Zoë'],
    ['spaces around it, trimmed', '  Ada ', 'ok: Ada'],
    ['a right-to-left override', 'Zo\u202Eë', 'hidden'],
    ['a left-to-right isolate', '\u2066Ada\u2069', 'hidden'],
    ['a right-to-left mark', 'Ada\u200F', 'hidden'],
    ['a zero-width space', 'A\u200Bda', 'hidden'],
    ['a byte-order mark inside', 'Ad\uFEFFa', 'hidden'],
    ['a word joiner', 'Ad\u2060a', 'hidden'],
    ['a Hangul filler posing as a blank name', 'A\u3164', 'hidden'],
    ['a NUL', 'Ada\u0000', 'hidden'],
    ['an escape sequence', 'Ada\u001B[31m', 'hidden'],
    ['a C1 control', 'Ada\u0085', 'hidden'],
    ['a line break in a one-line text', 'Ad\na', 'hidden'],
    ['a lone high surrogate', 'Ad\uD83D', 'hidden'],
    ['a lone low surrogate', '\uDE00Ad', 'hidden'],
    ['a joiner with nothing to join', '\u200DAda', 'hidden'],
    ['a Persian name with its non-joiner', 'می\u200Cرا', 'ok: می\u200Cرا'],
    ['an emoji sequence joined by ZWJ', 'Hi👩\u200D💻', 'ok: Hi👩\u200D💻'],
    ['five visible characters of many code units', '👍🏽👍🏽👍🏽👍🏽👍🏽', 'ok: 👍🏽👍🏽👍🏽👍🏽👍🏽'],
    ['six visible characters', 'abcdef', 'long'],
    ['one visible character', 'é', 'short'],
    ['only blanks', '    ', 'short'],
    ['stacked combining marks beyond the stored cap', `a${'\u0301'.repeat(60)}`, 'long'],
  ])('%s', (_case, text, expected) => {
    expect(outcome(title, text)).toBe(expected);
  });

  it('keeps line breaks and tabs in a multi-line text, and still refuses other controls there', () => {
    expect(outcome(message, 'Hi,\n\tsee you\r\nsoon')).toBe('ok: Hi,\n\tsee you\r\nsoon');
    expect(outcome(message, 'Hi\u0007')).toBe('hidden');
    expect(hiddenCharacterIn('Hi\n', false)).toBe('control');
  });

  it('counts what a reader sees', () => {
    expect(visibleLength('👩\u200D💻e\u0301')).toBe(2);
  });

  it('is the rule of a full name and of a chat message', () => {
    expect(nameSchema.safeParse('Zoë\u202E').error?.issues[0]?.message).toBe('Name cannot contain invisible, control or text-direction characters.');
    expect(nameSchema.parse('  Zoe\u0308  ')).toBe('Zoë');
    expect(chatContentSchema.safeParse('hi\u200B').error?.issues[0]?.message).toBe('A message cannot contain invisible, control or text-direction characters.');
    expect(chatContentSchema.parse('line one\nline two')).toBe('line one\nline two');
  });
});
