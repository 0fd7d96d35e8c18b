import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec 1 §2.1: the page scrolls to top on each route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
