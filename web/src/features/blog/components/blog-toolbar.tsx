import { useEffect, useId, useState } from 'react';
import { BLOG_SEARCH_DEBOUNCE_MS, blogAuthorFilters, blogMessages } from '@contract/blog';
import { MAX_SEARCH_QUERY } from '@contract/discussions';
import type { BlogFilters } from '../hooks/use-blog-filters';
import { authorFilterLabels, blogTexts } from '../lib/blog-texts';

export interface BlogToolbarProps {
  readonly filters: BlogFilters;
  /** Staff also switch between the published articles and their drafts. */
  readonly showDrafts: boolean;
}

/**
 * docs/requirements/blog.md §1: the search ('Search articles...', sent 300 ms after typing stops)
 * and the author-type filter (All, Admin, Mentor); for staff, Published / My drafts.
 */
export function BlogToolbar({ filters, showDrafts }: BlogToolbarProps) {
  const searchId = useId();
  const { filter, setQuery } = filters;

  // What is typed goes to the URL (and the list) once typing pauses; a new `q` in the URL (Back, a link) fills the box.
  const [text, setText] = useState(filter.q);
  const [seenQ, setSeenQ] = useState(filter.q);
  if (filter.q !== seenQ) {
    setSeenQ(filter.q);
    if (filter.q !== text.trim()) setText(filter.q);
  }
  useEffect(() => {
    if (text.trim() === filter.q) return;
    const timer = setTimeout(() => setQuery(text), BLOG_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filter.q, setQuery]);

  return (
    <div className="blog-toolbar">
      {showDrafts ? (
        <div className="blog-toggle" role="group" aria-label={blogTexts.viewsLabel}>
          <button type="button" className="pill" aria-pressed={filter.status === 'published'} onClick={() => filters.setStatus('published')}>
            {blogTexts.views.published}
          </button>
          <button type="button" className="pill" aria-pressed={filter.status === 'draft'} onClick={() => filters.setStatus('draft')}>
            {blogTexts.views.drafts}
          </button>
        </div>
      ) : null}
      <div className="blog-toolbar__search" role="search">
        <label htmlFor={searchId} className="visually-hidden">
          {blogTexts.search}
        </label>
        <input
          id={searchId}
          type="search"
          placeholder={blogMessages.pageSearch}
          maxLength={MAX_SEARCH_QUERY}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="blog-toggle" role="group" aria-label={blogTexts.authorFilter}>
        {blogAuthorFilters.map((author) => (
          <button key={author} type="button" className="pill" aria-pressed={filter.author === author} onClick={() => filters.setAuthor(author)}>
            {authorFilterLabels[author]}
          </button>
        ))}
      </div>
    </div>
  );
}
