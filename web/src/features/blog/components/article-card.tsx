import { useId, useState } from 'react';
import type { BlogArticleSummary } from '@contract/blog';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { Button } from '@web/components/ui/button';
import type { ArticleCache } from '../hooks/use-article-cache';
import { canManage } from '../lib/blog-access';
import { blogTexts } from '../lib/blog-texts';
import { ArticleByline, ArticleCover, ArticleLabels } from './article-meta';
import { ArticleDetails } from './article-details';

export interface ArticleCardProps {
  readonly article: BlogArticleSummary;
  readonly viewer: Viewer | null;
  readonly cache: ArticleCache;
  /** Opens the editor on this article (its author or an admin). */
  readonly onEdit: (articleId: string) => void;
}

/**
 * One article of /blog (docs/requirements/blog.md §1): cover, labels, title, author with role badge,
 * date and read time, the excerpt and 'Read More', which opens the whole article in place with its
 * like and comment toggles.
 */
export function ArticleCard({ article, viewer, cache, onEdit }: ArticleCardProps) {
  const titleId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);

  return (
    <article className="blog-card" aria-labelledby={titleId}>
      <ArticleCover src={article.coverImage} className="blog-card__cover" />
      <div className="blog-card__body">
        <ArticleLabels article={article} />
        <h3 id={titleId} className="blog-card__title">
          {article.title}
        </h3>
        <ArticleByline article={article} />
        {expanded ? null : <p className="blog-card__excerpt">{article.excerpt}</p>}
        <div id={detailsId}>{expanded ? <ArticleDetails articleId={article.id} viewer={viewer} cache={cache} /> : null}</div>
        <div className="blog-card__actions">
          <Button aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded((open) => !open)}>
            {expanded ? blogTexts.showLess : blogTexts.readMore}
          </Button>
          {canManage(viewer, article.author) ? <Button onClick={() => onEdit(article.id)}>{blogTexts.edit}</Button> : null}
        </div>
      </div>
    </article>
  );
}
