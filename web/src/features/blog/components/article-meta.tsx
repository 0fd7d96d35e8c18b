import type { BlogArticleSummary } from '@contract/blog';
import { AuthorLine } from '@web/components/discussion/author-line';
import { blogTexts, categoryLabels } from '../lib/blog-texts';
import { formatDate } from '../lib/format-date';

/** Who wrote it (with the Admin or Mentor badge), when, and how long it takes to read. */
export function ArticleByline({ article }: { readonly article: BlogArticleSummary }) {
  const date = article.publishedAt ?? article.createdAt;
  return (
    <AuthorLine author={article.author} className="blog-byline">
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true"> · </span>
      <span>{blogTexts.readTime(article.readTime)}</span>
    </AuthorLine>
  );
}

/** The category, a Draft mark for an unpublished article, and the tags. */
export function ArticleLabels({ article }: { readonly article: BlogArticleSummary }) {
  return (
    <div className="blog-labels">
      <span className="chip">{categoryLabels[article.category]}</span>
      {article.status === 'draft' ? <span className="chip blog-draft">{blogTexts.draft}</span> : null}
      {article.tags.length > 0 ? (
        <ul className="blog-tags" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag} className="blog-tag">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The article's cover picture, when it has one; decorative beside its title. */
export function ArticleCover({ src, className }: { readonly src: string | null; readonly className?: string }) {
  if (!src) return null;
  return <img className={className ? `blog-cover ${className}` : 'blog-cover'} src={src} alt="" loading="lazy" />;
}
