import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';

/** The signed-in user's id, or '' for a visitor (the Q&A page is public). */
export function useViewerId(): string {
  return useAuth().user?.userId ?? '';
}

/**
 * docs/requirements/qna.md §1: a visitor's Ask Question goes to /login remembering the page, so the
 * sign-in comes back here (app/routes/access-redirect.ts `returnPath`).
 */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => void navigate('/login', { state: { from: `${pathname}${search}${hash}` } }), [navigate, pathname, search, hash]);
}
