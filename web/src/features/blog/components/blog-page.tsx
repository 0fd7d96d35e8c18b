import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DiscussionErrorBoundary } from '@web/components/discussion/discussion-error-boundary';
import { StatCards } from '@web/components/discussion/stat-cards';
import { useViewer } from '@web/components/discussion/use-viewer';
import { Button } from '@web/components/ui/button';
import { useApiClient } from '@web/lib/api-client';
import { blogStatsQueryOptions } from '../api/blog-articles';
import { useArticleCache } from '../hooks/use-article-cache';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { isStaff } from '../lib/blog-access';
import { blogTexts } from '../lib/blog-texts';
import { ArticleList } from './article-list';
import { BlogEditorDialog } from './blog-editor-dialog';
import { BlogSidebar } from './blog-sidebar';
import { BlogToolbar } from './blog-toolbar';
import './blog-page.css';

/** The editor as /blog opens it: a new article (Write Post) or one of the list's (Edit). */
type EditorState = { readonly articleId?: string } | null;

/**
 * /blog (docs/requirements/blog.md §1): the title, Write Post for admins and mentors, the four stat
 * cards, search and the author filter, the published articles 8 a page (staff also see their
 * drafts), and the sidebar with Top Authors and Stay Updated. Public.
 */
export function BlogPage() {
  const api = useApiClient();
  const viewer = useViewer();
  const staff = isStaff(viewer);
  const filters = useBlogFilters(staff);
  const cache = useArticleCache(viewer?.userId ?? '');
  const stats = useQuery(blogStatsQueryOptions(api));
  const [editor, setEditor] = useState<EditorState>(null);
  const accessId = useId();
  const s = stats.data;

  return (
    <section className="page page--shrinks blog-page" aria-labelledby="page-title">
      <div className="page__header page__header--top">
        <div>
          <h1 id="page-title">{blogTexts.title}</h1>
          <p className="page__intro">{blogTexts.intro}</p>
        </div>
        {staff ? (
          <div className="blog-page__write">
            <span id={accessId} className={`blog-access blog-access--${viewer.role}`}>
              {blogTexts.access[viewer.role]}
            </span>
            <Button variant="primary" aria-describedby={accessId} onClick={() => setEditor({})}>
              {blogTexts.writePost}
            </Button>
          </div>
        ) : null}
      </div>
      <StatCards
        label={blogTexts.stats}
        cards={[
          { label: blogTexts.statLabels.totalArticles, value: s?.totalArticles },
          { label: blogTexts.statLabels.thisMonth, value: s?.thisMonth },
          { label: blogTexts.statLabels.totalLikes, value: s?.totalLikes },
          { label: blogTexts.statLabels.comments, value: s?.comments },
        ]}
      />
      <div className="blog-page__layout">
        <div className="blog-page__main">
          <BlogToolbar filters={filters} showDrafts={staff} />
          <DiscussionErrorBoundary>
            <ArticleList viewer={viewer} filters={filters} cache={cache} onEdit={(articleId) => setEditor({ articleId })} />
          </DiscussionErrorBoundary>
        </div>
        <BlogSidebar stats={s} />
      </div>
      <BlogEditorDialog articleId={editor?.articleId} open={editor !== null} onOpenChange={(open) => !open && setEditor(null)} />
    </section>
  );
}
