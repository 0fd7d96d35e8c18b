import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingView } from '../../components/ui/loading-view';
import { useAuth } from '../../lib/auth/auth-context';
import type { AppRoute } from '../route-table';
import { accessRedirect } from './access-redirect';

interface RequireAccessProps {
  readonly route: Pick<AppRoute, 'access' | 'signInMessage'>;
  readonly children: ReactNode;
}

/** Renders the page when the visitor may see it; otherwise waits for auth or redirects. */
export function RequireAccess({ route, children }: RequireAccessProps) {
  const { state } = useAuth();
  const location = useLocation();

  if (route.access === 'public') return children;
  if (state.status === 'loading') return <LoadingView />;
  const redirect = accessRedirect(route.access, state, location, route.signInMessage);
  return redirect ? <Navigate to={redirect.to} state={redirect.state} replace /> : children;
}
