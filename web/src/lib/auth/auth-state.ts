import type { ApiClient } from '../api-client';
import { getMyCountry } from './api/get-my-country';
import type { AuthSource, SignedInUser } from './auth-source';

/**
 * docs/requirements/accounts.md §3: loading (10 s at most), signed out, signed in, or needs country info. A user whose
 * profile has no country is not treated as signed in until the country dialog is completed; a staff
 * account without TOTP, not until it has set TOTP up (docs/decisions/D33).
 */
export type AuthState =
  | { readonly status: 'loading' }
  | { readonly status: 'signedOut'; readonly error?: string }
  | { readonly status: 'signedIn'; readonly user: SignedInUser }
  | { readonly status: 'needsCountry'; readonly user: SignedInUser }
  | { readonly status: 'needsTwoFactor'; readonly user: SignedInUser };

export const authTimedOutMessage = 'Authentication timed out.';

/** Reads who is signed in, and whether their profile still lacks a country; never longer than timeoutMs. */
export async function readAuthState(source: AuthSource, api: ApiClient | null, timeoutMs: number): Promise<AuthState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AuthState>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'signedOut', error: authTimedOutMessage }), timeoutMs);
  });
  const read = source.currentUser().then(
    async (user): Promise<AuthState> => {
      if (!user) return { status: 'signedOut' };
      if (user.role !== 'student' && source.hasTotp && !(await source.hasTotp())) return { status: 'needsTwoFactor', user };
      return (await hasCountry(user, api)) ? { status: 'signedIn', user } : { status: 'needsCountry', user };
    },
    (error: unknown): AuthState => ({ status: 'signedOut', error: error instanceof Error ? error.message : String(error) }),
  );
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The sign-up country travels in the token; otherwise (Google, seeded and staff accounts, or a
 * country set later) the profile says. Only a profile that exists and has no country asks for one:
 * an unreachable API must not lock a user out.
 */
async function hasCountry(user: SignedInUser, api: ApiClient | null): Promise<boolean> {
  if (user.country || !api) return true;
  try {
    return (await getMyCountry(api)) !== null;
  } catch {
    return true;
  }
}
