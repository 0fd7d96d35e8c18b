import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** docs/requirements/shell.md §2: the page scrolls to top on each route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
