import { useRef, useState } from 'react';
import type { BlogLikeResult } from '@contract/blog';
import type { Viewer } from '@web/components/discussion/use-viewer';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { likeBlogArticle } from '../api/blog-articles';
import { useSignInRedirect } from '../hooks/use-sign-in-redirect';
import { blogTexts } from '../lib/blog-texts';

export interface LikeButtonProps {
  readonly articleId: string;
  /** The count and the caller's like as last read (the cache). */
  readonly likes: number;
  readonly liked: boolean;
  readonly viewer: Viewer | null;
  /** The server's answer, for the caller to store in the cache (then the button shows the cache again). */
  readonly onLiked: (result: BlogLikeResult) => void;
}

/** What is shown while a like is in flight or answered, and the cache state it was computed from. */
interface Shown {
  readonly base: BlogLikeResult;
  readonly value: BlogLikeResult;
}

const same = (a: BlogLikeResult, b: BlogLikeResult) => a.likes === b.likes && a.liked === b.liked;

/**
 * docs/requirements/blog.md §2: the like toggle, shown at once and put back when the server refuses
 * it. The request says what the like should be ({liked}), so a retry cannot undo it. One at a time:
 * presses while one is in flight are ignored. A visitor is sent to sign in.
 */
export function LikeButton({ articleId, likes, liked, viewer, onLiked }: LikeButtonProps) {
  const api = useApiClient();
  const toast = useToast();
  const signIn = useSignInRedirect();
  const [shown, setShown] = useState<Shown | null>(null);
  const inFlight = useRef(false);
  const fromProps: BlogLikeResult = { likes, liked };
  // The optimistic or answered state holds while the cache still says what it was computed from.
  const current = shown && same(shown.base, fromProps) ? shown.value : fromProps;

  const toggle = async () => {
    if (!viewer) {
      signIn();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    const wanted = !current.liked;
    setShown({ base: fromProps, value: { liked: wanted, likes: Math.max(0, current.likes + (wanted ? 1 : -1)) } });
    try {
      const result = await likeBlogArticle(api, articleId, wanted);
      setShown({ base: fromProps, value: result });
      onLiked(result);
    } catch {
      setShown(null);
      toast.error(blogTexts.likeFailed);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <span className="blog-like">
      <button type="button" className="button blog-like__button" aria-pressed={current.liked} onClick={() => void toggle()}>
        <span aria-hidden="true">{current.liked ? '♥' : '♡'}</span> {blogTexts.like}
      </button>
      <span className="blog-like__count" aria-live="polite">
        {blogTexts.likes(current.likes)}
      </span>
    </span>
  );
}
