import type { BlogStats } from '@contract/blog';
import { AuthorLine } from '@web/components/discussion/author-line';
import { NewsletterForm } from '@web/components/newsletter/newsletter-form';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useRuntimeConfig } from '@web/lib/runtime-config';
import { blogTexts } from '../lib/blog-texts';

const t = blogTexts.sidebar;

/**
 * docs/requirements/blog.md §1 sidebar: Top Authors (the top 3 by article count, from the stats) and
 * Stay Updated, the footer's newsletter form, whose success shows as a 'Newsletter Subscription' toast,
 * and the RSS feed of the latest articles.
 */
export function BlogSidebar({ stats }: { readonly stats: BlogStats | undefined }) {
  const toast = useToast();
  // The feed is the API's (GET /blog/rss.xml), under the API root this stage serves.
  const feed = `${useRuntimeConfig().apiUrl.replace(/\/+$/, '')}/blog/rss.xml`;
  return (
    <aside className="blog-sidebar" aria-label={t.label}>
      <section className="side-panel" aria-labelledby="blog-top-authors">
        <h2 id="blog-top-authors">{t.topAuthors}</h2>
        {stats && stats.topAuthors.length === 0 ? <p className="blog-panel__empty">{t.noAuthors}</p> : null}
        {stats && stats.topAuthors.length > 0 ? (
          <ol className="blog-authors">
            {stats.topAuthors.map(({ author, articles }, index) => (
              <li key={author.userId ?? `anonymous-${index}`}>
                <AuthorLine author={author}>
                  <span className="blog-authors__count">{t.articles(articles)}</span>
                </AuthorLine>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <section className="side-panel">
        <NewsletterForm
          className="blog-newsletter"
          title={t.stayUpdated}
          intro={t.stayUpdatedIntro}
          onSubscribed={(message) => toast.success(message, { title: t.newsletterTitle })}
        />
        <a className="blog-feed" href={feed} type="application/rss+xml">
          {t.rss}
        </a>
      </section>
    </aside>
  );
}
