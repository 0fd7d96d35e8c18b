import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A visitor's Like goes to /login remembering the page, so the sign-in comes back to it (app/routes/access-redirect.ts). */
export function useSignInRedirect(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => void navigate('/login', { state: { from: `${pathname}${search}${hash}` } }), [navigate, pathname, search, hash]);
}
