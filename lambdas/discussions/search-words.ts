/**
 * The words an item is found by (docs/decisions/D13 search): letters and digits, accents and case
 * folded ("Résumé" finds "resume"), words of one letter and the commonest English words left out.
 */
import { MAX_INDEXED_WORDS } from '@contract/discussions';

const STOP_WORDS = new Set(
  'a an and are as at be but by do does for from has have how i if in into is it its me my no not of on or our so that the their them then there these they this to was we what when where which who why will with you your'.split(
    ' ',
  ),
);
const MAX_WORD = 40;

/** The distinct words of a text, in the order they first appear. */
export function wordsOf(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2 && w.length <= MAX_WORD && !STOP_WORDS.has(w)))];
}

/** What an item's search index holds: every title word, then the content's first distinct words, 40 in all. */
export function searchWordsOf(title: string, content: string): { words: string[]; titleWords: string[] } {
  const titleWords = wordsOf(title).slice(0, MAX_INDEXED_WORDS);
  const words = [...new Set([...titleWords, ...wordsOf(content)])].slice(0, MAX_INDEXED_WORDS);
  return { words, titleWords };
}

/** A search's words: at most five, the longest first (they narrow the most). */
export function queryWordsOf(query: string): string[] {
  return wordsOf(query)
    .sort((a, b) => b.length - a.length)
    .slice(0, 5);
}
