import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MarkdownBody } from '@web/components/discussion/markdown-body';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { QueryView } from '@web/components/ui/query-view';
import { useApiClient } from '@web/lib/api-client';
import { blogArticleQueryOptions } from '../api/blog-articles';
import type { ArticleCache } from '../hooks/use-article-cache';
import { useArticleView } from '../hooks/use-article-view';
import { blogTexts } from '../lib/blog-texts';
import { ArticleEngagement } from './article-engagement';

export interface ArticleDetailsProps {
  readonly articleId: string;
  readonly viewer: Viewer | null;
  readonly cache: ArticleCache;
}

/**
 * A card's expanded part: the article read whole, its Markdown rendered and sanitized, its like and
 * comments, and a link to its own page. Reading it here counts as a view, as on its page.
 */
export function ArticleDetails({ articleId, viewer, cache }: ArticleDetailsProps) {
  const api = useApiClient();
  const query = useQuery(blogArticleQueryOptions(api, viewer?.userId ?? '', articleId));
  useArticleView(query.data ? articleId : undefined, viewer?.userId ?? null);
  return (
    <QueryView query={query} loading={blogTexts.loadingArticle} error={blogTexts.loadArticleFailed}>
      {(article) => (
        <div className="blog-card__details">
          <MarkdownBody className="blog-content" text={article.content} />
          <ArticleEngagement article={article} viewer={viewer} cache={cache}>
            <Link className="blog-card__open" to={`/blog/${article.slug}`}>
              {blogTexts.openArticle}
            </Link>
          </ArticleEngagement>
        </div>
      )}
    </QueryView>
  );
}
