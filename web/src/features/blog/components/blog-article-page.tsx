import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type BlogArticle, blogMessages } from '@contract/blog';
import { MarkdownBody } from '@web/components/discussion/markdown-body';
import { useViewer, type Viewer } from '@web/components/discussion/use-viewer';
import { Button } from '@web/components/ui/button';
import { notFoundAsNull } from '@web/components/ui/not-found-as-null';
import { PageQueryView } from '@web/components/ui/page-query-view';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { useDocumentHead } from '@web/lib/hooks/use-document-head';
import { blogArticleQueryOptions, deleteBlogArticle } from '../api/blog-articles';
import { useArticleCache } from '../hooks/use-article-cache';
import { useArticleView } from '../hooks/use-article-view';
import { canManage } from '../lib/blog-access';
import { blogTexts } from '../lib/blog-texts';
import { ConfirmDeleteArticle } from './confirm-delete-article';
import { failureMessage } from '../lib/failure-message';
import { ArticleByline, ArticleCover, ArticleLabels } from './article-meta';
import { ArticleEngagement } from './article-engagement';
import { BlogEditorDialog } from './blog-editor-dialog';
import './blog-page.css';

export interface BlogArticlePageProps {
  /** The id the address ends with (articleIdFromSlug). */
  readonly articleId: string;
  /** The address's last segment as opened: replaced by the article's own when its title has changed. */
  readonly slug: string;
  /** What an address that names no article shows (the app's not-found page). */
  readonly notFound: ReactNode;
}

/**
 * /blog/{slug} (docs/requirements/blog.md §1–2): one article whole, its cover, title, author, date,
 * read time, tags and Markdown content, the like and the comments. The tab and the description tag
 * take its SEO title and description; a signed-in reader counts as one view. Its author or an admin
 * edits and deletes it here.
 */
export function BlogArticlePage({ articleId, slug, notFound }: BlogArticlePageProps) {
  const api = useApiClient();
  const viewer = useViewer();
  const query = useQuery(blogArticleQueryOptions(api, viewer?.userId ?? '', articleId));
  return (
    <PageQueryView
      query={notFoundAsNull(query)}
      loading={blogTexts.loadingArticle}
      title={blogTexts.title}
      errorTitle={blogTexts.title}
      error={blogTexts.loadArticleFailed}
      actions={<Link to="/blog">{blogTexts.backToBlog}</Link>}
    >
      {(article) => (article ? <ArticleView article={article} slug={slug} viewer={viewer} /> : notFound)}
    </PageQueryView>
  );
}

function ArticleView({ article, slug, viewer }: { readonly article: BlogArticle; readonly slug: string; readonly viewer: Viewer | null }) {
  const api = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const cache = useArticleCache(viewer?.userId ?? '');
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  useDocumentHead({ title: article.seoTitle, description: article.seoDescription });
  useArticleView(article.id, viewer?.userId ?? null);

  // An address from before the title changed still finds the article by its id; show its current one.
  useEffect(() => {
    if (slug !== article.slug) void navigate(`/blog/${article.slug}${search}${hash}`, { replace: true });
  }, [slug, article.slug, search, hash, navigate]);

  const remove = async () => {
    try {
      await deleteBlogArticle(api, article.id);
      toast.success(blogMessages.deleted);
      void navigate('/blog', { replace: true });
      void cache.refreshAll();
    } catch (error) {
      setDialog(null);
      toast.error(failureMessage(error, blogMessages.deleteFailed));
    }
  };

  return (
    <article className="page blog-article" aria-labelledby="page-title">
      <p className="blog-article__back">
        <Link to="/blog">{blogTexts.backToBlog}</Link>
      </p>
      <ArticleCover src={article.coverImage} className="blog-article__cover" />
      <ArticleLabels article={article} />
      <h1 id="page-title" className="blog-article__title">
        {article.title}
      </h1>
      <ArticleByline article={article} />
      {canManage(viewer, article.author) ? (
        <div className="blog-article__manage">
          <Button onClick={() => setDialog('edit')}>{blogTexts.edit}</Button>
          <Button variant="danger" onClick={() => setDialog('delete')}>
            {blogTexts.delete}
          </Button>
        </div>
      ) : null}
      <MarkdownBody className="blog-content blog-article__content" text={article.content} />
      <ArticleEngagement article={article} viewer={viewer} cache={cache} commentsOpen />
      <BlogEditorDialog
        articleId={article.id}
        open={dialog === 'edit'}
        onOpenChange={(open) => setDialog(open ? 'edit' : null)}
        onDeleted={() => void navigate('/blog', { replace: true })}
      />
      {dialog === 'delete' ? <ConfirmDeleteArticle onConfirm={remove} onCancel={() => setDialog(null)} /> : null}
    </article>
  );
}
