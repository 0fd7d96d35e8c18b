import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to a section of another page (`/gdpr#your-rights`) lands on that section: the shell
 * scrolls to the top on every new path, and this page, loaded after it, then scrolls to the target.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
