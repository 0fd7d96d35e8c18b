/**
 * The one rule for text a user writes and others see: names, titles, messages (docs/decisions/D30).
 * Stored in NFC, so one name has one spelling for search and comparison; refused when it holds
 * what would make it lie about itself on someone else's screen: control characters, bidirectional
 * overrides and isolates (a name that reads backwards or reorders the text after it), invisible
 * characters, or a broken UTF-16 surrogate. Lengths count what a reader sees (grapheme clusters),
 * with a cap on the stored size so stacked combining marks stay bounded.
 *
 * Zero-width joiners and non-joiners stay allowed between letters, marks and emoji: Persian, Indic
 * scripts and emoji sequences need them. Only multi-line texts (messages, descriptions) keep line
 * breaks and tabs.
 */
import { z } from 'zod';

/** Inclusive code point ranges, checked one character at a time (clearer than a regex of invisibles). */
type Ranges = readonly (readonly [number, number])[];
/** C0 and C1 controls and DEL; line breaks and tabs are checked apart (multi-line texts keep them). */
const CONTROLS: Ranges = [
  [0x00, 0x08],
  [0x0b, 0x0c],
  [0x0e, 0x1f],
  [0x7f, 0x9f],
];
const LINE_BREAKS: Ranges = [
  [0x09, 0x0a],
  [0x0d, 0x0d],
];
/** Bidi embeddings, overrides, isolates and marks. */
const BIDI: Ranges = [
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
/**
 * Invisible characters that join nothing: Hangul fillers, the Mongolian vowel separator, the
 * zero-width space, line and paragraph separators, the word joiner and invisible operators, the BOM.
 */
const INVISIBLE: Ranges = [
  [0x115f, 0x1160],
  [0x180e, 0x180e],
  [0x200b, 0x200b],
  [0x2028, 0x2029],
  [0x2060, 0x2064],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];
const JOINERS: Ranges = [[0x200c, 0x200d]];
/** What a joiner may stand between: letters, marks, digits, emoji, skin tones and the emoji presentation selector. */
const JOINABLE = /^[\p{L}\p{M}\p{N}\p{Extended_Pictographic}\p{Emoji_Modifier}]$|^\uFE0F$/u;

const within = (ranges: Ranges, code: number) => ranges.some(([from, to]) => code >= from && code <= to);

/** Half of a surrogate pair without its other half: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The stored size allowed per visible character: room for accents and emoji sequences, not for Zalgo. */
const CODE_UNITS_PER_CHARACTER = 8;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How many characters a reader sees. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** NFC, trimmed: the form every shown text is compared and stored in. */
export const normalizeShownText = (text: string) => text.normalize('NFC').trim();

/** Why `text` (normalized) may not be shown, or undefined when it may. */
export function hiddenCharacterIn(text: string, multiline = false): 'control' | 'bidi' | 'invisible' | 'surrogate' | undefined {
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  const characters = [...text];
  for (const [i, character] of characters.entries()) {
    const code = character.codePointAt(0)!;
    if (within(CONTROLS, code) || (!multiline && within(LINE_BREAKS, code))) return 'control';
    if (within(BIDI, code)) return 'bidi';
    if (within(INVISIBLE, code)) return 'invisible';
    if (within(JOINERS, code) && !(JOINABLE.test(characters[i - 1] ?? '') && JOINABLE.test(characters[i + 1] ?? ''))) return 'invisible';
  }
  return undefined;
}

/** The refusal of a shown text holding a hidden character, naming the field as its form labels it. */
export const hiddenCharactersMessage = (field: string) => `${field} cannot contain invisible, control or text-direction characters.`;

export interface ShownTextRule {
  /** Visible characters, after trimming. */
  readonly min: number;
  readonly max: number;
  readonly tooShort: string;
  readonly tooLong: string;
  /** Shown for a control, bidi, invisible or broken character. */
  readonly hidden: string;
  readonly multiline?: boolean;
  /** The stored size cap in UTF-16 code units, where a frame or item budget needs less than the default. */
  readonly maxStoredUnits?: number;
}

/** The schema for one shown text: normalized, checked, its visible length bounded. */
export function shownText(rule: ShownTextRule) {
  return z
    .string({ message: rule.tooShort })
    .max(rule.maxStoredUnits ?? rule.max * CODE_UNITS_PER_CHARACTER, rule.tooLong)
    .transform(normalizeShownText)
    .superRefine((text, ctx) => {
      if (hiddenCharacterIn(text, rule.multiline)) ctx.addIssue({ code: 'custom', message: rule.hidden });
      else if (visibleLength(text) < rule.min) ctx.addIssue({ code: 'custom', message: rule.tooShort });
      else if (visibleLength(text) > rule.max) ctx.addIssue({ code: 'custom', message: rule.tooLong });
    });
}
