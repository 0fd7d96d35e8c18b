import { useEffect, useRef } from 'react';
import { useApiClient } from '@web/lib/api-client';
import { viewBlogArticle } from '../api/blog-articles';

/**
 * docs/requirements/blog.md §2: a signed-in reader who opens an article counts as a view. Sent once
 * per article shown (the ref outlives re-renders and StrictMode's second effect run); the server
 * keeps it to once per reader, so a failure is not worth telling the reader about.
 */
export function useArticleView(articleId: string | undefined, readerId: string | null): void {
  const api = useApiClient();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!articleId || !readerId) return;
    const key = `${readerId}\n${articleId}`;
    if (sent.current === key) return;
    sent.current = key;
    viewBlogArticle(api, articleId).catch(() => {});
  }, [api, articleId, readerId]);
}
