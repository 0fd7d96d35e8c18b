import type { BlogStatus, blogAuthorFilters } from '@contract/blog';

export type BlogAuthorFilter = (typeof blogAuthorFilters)[number];

/** What /blog's list asks for: the author type, published or the caller's drafts, the search, the page. */
export interface BlogListFilter {
  readonly author: BlogAuthorFilter;
  readonly status: BlogStatus;
  readonly q: string;
  readonly page: number;
}

/**
 * The blog's query keys. Articles carry the caller's like, so they are kept under the reader's id
 * ('' signed out); `blogKeys.all` covers everything the blog caches, for invalidating after a save.
 */
export const blogKeys = {
  all: ['blog'] as const,
  stats: () => ['blog', 'stats'] as const,
  reader: (me: string) => ['blog', me] as const,
  lists: (me: string) => ['blog', me, 'articles'] as const,
  list: (me: string, { author, status, q, page }: BlogListFilter) => ['blog', me, 'articles', author, status, q, page] as const,
  article: (me: string, articleId: string) => ['blog', me, 'article', articleId] as const,
};
