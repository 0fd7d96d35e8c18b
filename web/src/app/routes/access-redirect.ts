import type { AuthState } from '../../lib/auth/auth-context';
import { destinationAfterSignIn, type SignInDestination } from '../../lib/auth/after-sign-in';
import { canAccess, homeForRole } from '../../lib/auth/roles';
import type { Access } from '../route-table';

/** What /login receives in location state: where to return, and why the visitor was sent. */
export interface LoginRedirectState {
  readonly from: string;
  readonly message?: string;
}

export interface AccessRedirect {
  readonly to: string;
  readonly state?: LoginRedirectState | SignInDestination['state'];
}

interface Origin {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly state?: unknown;
}

/**
 * The role guard of docs/requirements/shell.md §2 as a decision: where a settled auth state sends the browser from a
 * route, or null when the page may render.
 */
export function accessRedirect(access: Access, auth: Exclude<AuthState, { status: 'loading' }>, origin: Origin, signInMessage?: string): AccessRedirect | null {
  if (access === 'public') return null;
  if (access === 'guest') {
    // Back where the visitor came from, or to /checkout with the plan chosen on pricing (docs/requirements/accounts.md §4).
    return auth.status === 'signedIn' ? destinationAfterSignIn(origin.state) : null;
  }
  if (auth.status !== 'signedIn') {
    const from = `${origin.pathname}${origin.search}${origin.hash}`;
    return { to: '/login', state: signInMessage ? { from, message: signInMessage } : { from } };
  }
  if (canAccess(auth.user.role, access)) return null;
  return { to: homeForRole(auth.user.role) };
}

/** The `from` a guard left in location state, if it is a path inside the app. */
export function returnPath(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state as { from: unknown };
  // Only same-app paths: `//evil.example` would leave the site.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}
