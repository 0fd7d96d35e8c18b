import { type ReactNode, useState } from 'react';
import type { BlogArticleSummary } from '@contract/blog';
import { blogCommentRoutes } from '@web/components/discussion/comment-routes';
import { CommentThread } from '@web/components/discussion/comment-thread';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { Button } from '@web/components/ui/button';
import type { ArticleCache } from '../hooks/use-article-cache';
import { blogTexts } from '../lib/blog-texts';
import { LikeButton } from './like-button';

export interface ArticleEngagementProps {
  readonly article: BlogArticleSummary;
  readonly viewer: Viewer | null;
  readonly cache: ArticleCache;
  /** Shown after the toggles (the card's 'Open article'). */
  readonly children?: ReactNode;
  /** The comments start open (the article's own page). */
  readonly commentsOpen?: boolean;
}

/**
 * docs/requirements/blog.md §1–2: the like toggle and the comment toggle, which shows the comments
 * (3 first, 5 more per 'Load more'; signed-in readers write, authors edit and delete their own).
 */
export function ArticleEngagement({ article, viewer, cache, children, commentsOpen = false }: ArticleEngagementProps) {
  const [open, setOpen] = useState(commentsOpen);
  return (
    <>
      <div className="blog-engagement">
        <LikeButton articleId={article.id} likes={article.likes} liked={article.liked} viewer={viewer} onLiked={(result) => cache.change(article.id, result)} />
        <Button aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
          {blogTexts.comments(article.commentCount)}
        </Button>
        {children}
      </div>
      {open ? (
        <CommentThread
          itemId={article.id}
          routes={blogCommentRoutes}
          viewer={viewer}
          onAdded={() => cache.commentsChanged(article.id, 1)}
          onDeleted={() => cache.commentsChanged(article.id, -1)}
        />
      ) : null}
    </>
  );
}
