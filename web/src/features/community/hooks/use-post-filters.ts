import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_SEARCH_QUERY } from '@contract/discussions';
import { type CategoryFilter, isCategoryFilter } from '../lib/community-texts';

/**
 * The list's filters and page, kept in the URL so Back and a shared link come back to the same page:
 * `category`, `q`, `page` and `after`, the cursors of the pages before this one joined by "." (cursors are
 * base64url, or a search's `search-N`), so Previous and Back return to the exact page. Browsing and a
 * search both read one page per cursor.
 */
export function usePostFilters() {
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category: CategoryFilter = isCategoryFilter(rawCategory) ? rawCategory : 'all';
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY);
  const after = useMemo(() => (params.get('after') ?? '').split('.').filter((c) => /^[\w-]+$/.test(c)), [params]);
  const page = after.length + 1;

  const write = useCallback(
    (next: { category: CategoryFilter; q: string; after: readonly string[] }, replace = false) => {
      const search = new URLSearchParams();
      if (next.category !== 'all') search.set('category', next.category);
      if (next.q) search.set('q', next.q);
      if (next.after.length > 0) {
        // For whoever reads the address: the page shown is counted from `after`.
        search.set('page', String(next.after.length + 1));
        search.set('after', next.after.join('.'));
      }
      setParams(search, { replace });
    },
    [setParams],
  );

  return {
    category,
    q,
    page,
    /** The cursor of the page shown. */
    cursor: after.at(-1),
    setCategory: (value: CategoryFilter) => write({ category: value, q, after: [] }),
    /** The search box, once typing has paused: replaces the entry, so Back skips each keystroke. */
    setQuery: (value: string) => write({ category, q: value.trim().slice(0, MAX_SEARCH_QUERY), after: [] }, true),
    /** The next page starts at the page's nextCursor. */
    next: (nextCursor: string | null) => {
      if (nextCursor) write({ category, q, after: [...after, nextCursor] });
    },
    previous: () => write({ category, q, after: after.slice(0, -1) }),
    /** Page 1 of the list in `inCategory` with no search (where a new post shows). */
    firstPage: (inCategory: CategoryFilter) => write({ category: inCategory, q: '', after: [] }),
  };
}

export type PostFilters = ReturnType<typeof usePostFilters>;
