import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type BlogArticle, type BlogArticleInput, blogMessages } from '@contract/blog';
import { useViewer } from '@web/components/discussion/use-viewer';
import { Dialog } from '@web/components/ui/dialog';
import { QueryView } from '@web/components/ui/query-view';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { blogArticleQueryOptions, createBlogArticle, deleteBlogArticle, updateBlogArticle } from '../api/blog-articles';
import { useArticleCache } from '../hooks/use-article-cache';
import { blogTexts } from '../lib/blog-texts';
import { editorTexts } from '../lib/editor-texts';
import { failureMessage } from '../lib/failure-message';
import { BlogEditorForm } from './blog-editor-form';

export interface BlogEditorDialogProps {
  /** The article to edit; none to write a new one. */
  readonly articleId?: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The article as stored after Publish or Update. */
  readonly onSaved?: (article: BlogArticle) => void;
  readonly onDeleted?: () => void;
}

/**
 * The blog editor (docs/requirements/blog.md §3, docs/decisions/D14): an overlay with no route of its
 * own, opened from /blog's Write Post, an article's Edit, and the staff dashboards' Blogs tab. Edit
 * mode reads the article fresh before the form starts from it. Every save reads the blog again.
 */
export function BlogEditorDialog({ articleId, open, onOpenChange, onSaved, onDeleted }: BlogEditorDialogProps) {
  if (!open) return null;
  return <EditorOverlay key={articleId ?? 'new'} articleId={articleId} onOpenChange={onOpenChange} onSaved={onSaved} onDeleted={onDeleted} />;
}

function EditorOverlay({ articleId, onOpenChange, onSaved, onDeleted }: Omit<BlogEditorDialogProps, 'open'>) {
  const api = useApiClient();
  const toast = useToast();
  const viewer = useViewer();
  const cache = useArticleCache(viewer?.userId ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => onOpenChange(false);

  const save = async (input: BlogArticleInput) => {
    setError(null);
    try {
      const stored = articleId ? await updateBlogArticle(api, articleId, input) : await createBlogArticle(api, input);
      toast.success(articleId ? blogMessages.updated : blogMessages.created);
      void cache.refreshAll();
      close();
      onSaved?.(stored);
    } catch (failure) {
      setError(failureMessage(failure, blogMessages.saveFailed));
    }
  };

  const remove = async () => {
    if (!articleId) return;
    setError(null);
    try {
      await deleteBlogArticle(api, articleId);
      toast.success(blogMessages.deleted);
      void cache.refreshAll();
      close();
      onDeleted?.();
    } catch (failure) {
      setError(failureMessage(failure, blogMessages.deleteFailed));
    }
  };

  const form = (article?: BlogArticle) => (
    <BlogEditorForm article={article} onSave={save} onDelete={remove} onCancel={close} error={error} onBusyChange={setBusy} />
  );

  return (
    <Dialog
      title={articleId ? editorTexts.editTitle : editorTexts.createTitle}
      onClose={busy ? undefined : close}
      closeOnOutsideClick={false}
      className="blog-editor-dialog"
    >
      {articleId ? (
        <StoredArticle articleId={articleId} me={viewer?.userId ?? ''}>
          {form}
        </StoredArticle>
      ) : (
        form()
      )}
    </Dialog>
  );
}

/** The article to edit, read from the server when the editor opens (what a list cached may be behind). */
function StoredArticle({
  articleId,
  me,
  children,
}: {
  readonly articleId: string;
  readonly me: string;
  readonly children: (article: BlogArticle) => ReactNode;
}) {
  const api = useApiClient();
  const query = useQuery({ ...blogArticleQueryOptions(api, me, articleId), staleTime: 0 });
  // The form starts once from the fresh copy; later reads of the same article do not reset what is typed.
  const [start, setStart] = useState<BlogArticle | null>(null);
  if (!start && query.data && !query.isFetching) setStart(query.data);
  const shown = { ...query, data: start ?? undefined, isError: query.isError && !start };
  return (
    <QueryView query={shown} loading={editorTexts.loading} error={blogTexts.loadArticleFailed}>
      {children}
    </QueryView>
  );
}
