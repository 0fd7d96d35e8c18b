import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { BLOG_MAX_PAGE, blogAuthorFilters, type BlogStatus } from '@contract/blog';
import { MAX_SEARCH_QUERY } from '@contract/discussions';
import type { BlogAuthorFilter, BlogListFilter } from '../api/blog-keys';

const isAuthorFilter = (value: string | null): value is BlogAuthorFilter => blogAuthorFilters.some((a) => a === value);

/**
 * /blog's list filters, kept in the URL so Back from an article and a shared link come back to the
 * same page: `author` (admin, mentor), `q`, `page`, and `view=drafts` for staff's own drafts.
 */
export function useBlogFilters(canSeeDrafts: boolean) {
  const [params, setParams] = useSearchParams();
  const rawAuthor = params.get('author');
  const author: BlogAuthorFilter = isAuthorFilter(rawAuthor) ? rawAuthor : 'all';
  const status: BlogStatus = canSeeDrafts && params.get('view') === 'drafts' ? 'draft' : 'published';
  const q = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY);
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, BLOG_MAX_PAGE) : 1;

  const write = useCallback(
    (next: BlogListFilter, replace = false) => {
      const search = new URLSearchParams();
      if (next.author !== 'all') search.set('author', next.author);
      if (next.status === 'draft') search.set('view', 'drafts');
      if (next.q) search.set('q', next.q);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace });
    },
    [setParams],
  );

  const filter: BlogListFilter = { author, status, q, page };
  return {
    filter,
    setAuthor: (value: BlogAuthorFilter) => write({ ...filter, author: value, page: 1 }),
    setStatus: (value: BlogStatus) => write({ ...filter, status: value, page: 1 }),
    /** The search box, once typing has paused: replaces the entry, so Back skips each keystroke. */
    setQuery: useCallback((value: string) => write({ author, status, q: value.trim().slice(0, MAX_SEARCH_QUERY), page: 1 }, true), [write, author, status]),
    goTo: (value: number) => write({ ...filter, page: value }),
  };
}

export type BlogFilters = ReturnType<typeof useBlogFilters>;
