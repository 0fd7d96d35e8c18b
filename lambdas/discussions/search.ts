/**
 * Search without a Scan (docs/decisions/D13): one Query per query word of its index entries, the
 * candidates ranked (more of the words, title matches, votes, newest) by reading only their ranking
 * fields, then the whole items of the one page asked for. A search answers a page at a time, as the
 * list does: the next page's cursor is the offset of its first match, and reading it ranks again
 * (the entries and ranking fields are small; the page's items are most of the cost).
 */
import { DISCUSSION_PAGE_SIZE, MAX_SEARCH_RESULTS, type DiscussionKind } from '@contract/discussions';
import { getDiscussionItems, getDiscussionRankFields, listCategoryOf, type DiscussionRankFields, type StoredDiscussionItem } from '../data/discussion-items';
import { findWordMatches } from '../data/discussion-search';
import type { Page } from '../data/page-cursors';
import { queryWordsOf } from './search-words';

/**
 * Entries read per query word, bounded whatever the table holds: the longest word (the likeliest to
 * be rare, so its whole list is often read) the deepest, then each of the others.
 */
const FIRST_WORD_MATCHES = 1000;
const OTHER_WORD_MATCHES = 300;
/** Candidates read beyond the 48 a search can show: room for hidden items dropped after reading. */
const SPARE_CANDIDATES = 8;

/** A search page's cursor: `search-` and the offset of its first match. */
const SEARCH_CURSOR = /^search-(\d{1,3})$/;
export const INVALID_SEARCH_CURSOR = 'invalidSearchCursor' as const;

/** A page of matches, and how many matches there are in all (at most MAX_SEARCH_RESULTS). */
export interface SearchPage extends Page<StoredDiscussionItem> {
  total: number;
}

/** The cursor of the search page starting at the match `offset` (0: the first page, no cursor). */
export const searchCursorAt = (offset: number): string | undefined => (offset === 0 ? undefined : `search-${offset}`);

interface WordScore {
  words: number;
  title: number;
  createdAt: string;
}

/** The page of the search's matches at `cursor` (the first page without one), or INVALID_SEARCH_CURSOR. */
export async function searchPage(
  kind: DiscussionKind,
  query: string,
  category: string | undefined,
  cursor: string | undefined,
): Promise<SearchPage | typeof INVALID_SEARCH_CURSOR> {
  const size = DISCUSSION_PAGE_SIZE[kind];
  const offset = cursor === undefined ? 0 : offsetOf(cursor, size);
  if (offset === undefined) return INVALID_SEARCH_CURSOR;
  const ranked = await rankedMatches(kind, query, category);
  const pageIds = ranked.slice(offset, offset + size).map((match) => match.itemId);
  const byId = new Map((await getDiscussionItems(pageIds)).map((item) => [item.itemId, item]));
  // In rank order; an item hidden or deleted since it was ranked is left out of this page.
  const items = pageIds.map((itemId) => byId.get(itemId)).filter((item): item is StoredDiscussionItem => item !== undefined && !item.hidden);
  const next = offset + size;
  return { items, nextCursor: next < ranked.length ? `search-${next}` : null, total: ranked.length };
}

function offsetOf(cursor: string, size: number): number | undefined {
  const match = SEARCH_CURSOR.exec(cursor);
  const offset = match ? Number(match[1]) : Number.NaN;
  return offset > 0 && offset < MAX_SEARCH_RESULTS && offset % size === 0 ? offset : undefined;
}

/** The best MAX_SEARCH_RESULTS visible items of the kind (in `category`, when given) matching the query's words, best first. */
async function rankedMatches(kind: DiscussionKind, query: string, category: string | undefined): Promise<DiscussionRankFields[]> {
  const words = queryWordsOf(query);
  if (words.length === 0) return [];
  const matches = await findWordMatches(kind, words, (index) => (index === 0 ? FIRST_WORD_MATCHES : OTHER_WORD_MATCHES));
  const score = new Map<string, WordScore>();
  for (const found of matches.values()) {
    // The category is on each entry: a search within one keeps its own matches before ranking.
    for (const match of found.filter((m) => !category || m.category === category)) {
      const entry = score.get(match.itemId) ?? { words: 0, title: 0, createdAt: match.createdAt };
      entry.words += 1;
      entry.title += match.inTitle ? 1 : 0;
      score.set(match.itemId, entry);
    }
  }
  const candidates = [...score.entries()]
    .sort(([, a], [, b]) => b.words - a.words || b.title - a.title || b.createdAt.localeCompare(a.createdAt))
    .slice(0, MAX_SEARCH_RESULTS + SPARE_CANDIDATES)
    .map(([itemId]) => itemId);
  const rank = (item: DiscussionRankFields) => score.get(item.itemId)!;
  return (await getDiscussionRankFields(candidates))
    .filter((item) => !item.hidden && item.kind === kind && (!category || listCategoryOf(item) === category))
    .sort((a, b) => rank(b).words - rank(a).words || rank(b).title - rank(a).title || b.votes - a.votes || b.createdAt.localeCompare(a.createdAt))
    .slice(0, MAX_SEARCH_RESULTS);
}
