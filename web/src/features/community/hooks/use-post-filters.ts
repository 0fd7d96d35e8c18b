import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DISCUSSION_PAGE_SIZE, MAX_SEARCH_QUERY } from '@contract/discussions';
import { type CategoryFilter, isCategoryFilter } from '../lib/community-texts';

export const POSTS_PER_PAGE = DISCUSSION_PAGE_SIZE.community;

/**
 * The list's filters and page, kept in the URL so Back and a shared link come back to the same page:
 * `category`, `q`, `page`, and while browsing (no search) `after`, the cursors of the pages before
 * this one joined by "." (cursors are base64url), so Previous and Back return to the exact page.
 * A search answers its best matches at once; its pages are counted in the browser.
 */
export function usePostFilters() {
  const [params, setParams] = useSearchParams();
  const rawCategory = params.get('category');
  const category: CategoryFilter = isCategoryFilter(rawCategory) ? rawCategory : 'all';
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY);
  const after = useMemo(() => (q ? [] : (params.get('after') ?? '').split('.').filter((c) => /^[\w-]+$/.test(c))), [params, q]);
  const page = q ? Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) : after.length + 1;

  const write = useCallback(
    (next: { category: CategoryFilter; q: string; page: number; after: readonly string[] }, replace = false) => {
      const search = new URLSearchParams();
      if (next.category !== 'all') search.set('category', next.category);
      if (next.q) search.set('q', next.q);
      if (next.page > 1) search.set('page', String(next.page));
      if (!next.q && next.after.length > 0) search.set('after', next.after.join('.'));
      setParams(search, { replace });
    },
    [setParams],
  );

  return {
    category,
    q,
    page,
    /** The cursor of the page shown (browsing only). */
    cursor: after.at(-1),
    setCategory: (value: CategoryFilter) => write({ category: value, q, page: 1, after: [] }),
    /** The search box, once typing has paused: replaces the entry, so Back skips each keystroke. */
    setQuery: (value: string) => write({ category, q: value.trim().slice(0, MAX_SEARCH_QUERY), page: 1, after: [] }, true),
    /** Browsing: the next page starts at the page's nextCursor; a search: the next 8 of its matches. */
    next: (nextCursor: string | null) => {
      if (q) write({ category, q, page: page + 1, after: [] });
      else if (nextCursor) write({ category, q, page: page + 1, after: [...after, nextCursor] });
    },
    previous: () => write({ category, q, page: Math.max(1, page - 1), after: after.slice(0, -1) }),
    /** Page 1 of the list in `inCategory` with no search (where a new post shows). */
    firstPage: (inCategory: CategoryFilter) => write({ category: inCategory, q: '', page: 1, after: [] }),
  };
}

export type PostFilters = ReturnType<typeof usePostFilters>;
