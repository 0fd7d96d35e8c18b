import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { blogMessages, pageNumbers } from '@contract/blog';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { Button } from '@web/components/ui/button';
import { NumberedPager } from '@web/components/ui/numbered-pager';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { blogListQueryOptions } from '../api/blog-articles';
import type { ArticleCache } from '../hooks/use-article-cache';
import type { BlogFilters } from '../hooks/use-blog-filters';
import { isStaff } from '../lib/blog-access';
import { blogTexts } from '../lib/blog-texts';
import { ArticleCard } from './article-card';

export interface ArticleListProps {
  readonly viewer: Viewer | null;
  readonly filters: BlogFilters;
  readonly cache: ArticleCache;
  readonly onEdit: (articleId: string) => void;
}

/** The articles of the page the URL names, 8 a page, with the numbered pager (docs/requirements/blog.md §1). */
export function ArticleList({ viewer, filters, cache, onEdit }: ArticleListProps) {
  const api = useApiClient();
  const { filter } = filters;
  const query = useQuery(blogListQueryOptions(api, viewer?.userId ?? '', filter));
  const top = useRef<HTMLElement>(null);

  const showPage = (page: number) => {
    filters.goTo(page);
    // Another page starts at its first article, not where the pager left the view.
    top.current?.scrollIntoView({ block: 'start' });
  };

  // Staff looking at the whole published list are told to write the first article; a search or a filter that finds nothing is not "no blogs".
  const unfiltered = filter.author === 'all' && !filter.q;
  const empty = filter.status === 'draft' ? blogTexts.noDrafts : isStaff(viewer) && unfiltered ? blogMessages.noBlogs : blogTexts.noArticles;

  return (
    <section ref={top} className="blog-list" aria-labelledby="blog-list-title">
      <h2 id="blog-list-title" className="visually-hidden">
        {filter.status === 'draft' ? blogTexts.views.drafts : 'Articles'}
      </h2>
      <QueryView query={query} loading={blogTexts.loading} error={blogTexts.loadFailed}>
        {(data) =>
          data.articles.length === 0 ? (
            <div className="blog-empty">
              <p>{empty}</p>
              {/* A page past the end (an old link, a list that shrank) leads back to the first. */}
              {filter.page > 1 ? <Button onClick={() => showPage(1)}>{blogTexts.firstPage}</Button> : null}
            </div>
          ) : (
            <>
              <ul className="blog-list__items" aria-label="Articles" aria-busy={query.isPlaceholderData || undefined}>
                {data.articles.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} viewer={viewer} cache={cache} onEdit={onEdit} />
                  </li>
                ))}
              </ul>
              <NumberedPager
                label={blogTexts.pages}
                page={data.page}
                pages={data.totalPages}
                numbers={pageNumbers(data.page, data.totalPages)}
                onPage={showPage}
              />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
