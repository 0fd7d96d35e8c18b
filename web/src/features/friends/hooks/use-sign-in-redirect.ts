import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';

/** The signed-in user's id, or '' for a visitor (the friends screen is public). */
export function useMyId(): string {
  return useAuth().user?.userId ?? '';
}

/**
 * docs/requirements/friends.md §1: a visitor's friend action goes to /login remembering where it came from, so the
 * sign-in returns here (app/routes/access-redirect.ts `returnPath`).
 */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => void navigate('/login', { state: { from: `${pathname}${search}${hash}` } }), [navigate, pathname, search, hash]);
}
