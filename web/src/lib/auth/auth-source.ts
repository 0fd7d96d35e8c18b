import { fetchAuthSession, getCurrentUser, signOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { expiresSoon, RefreshBudget } from './refresh-budget';
import { groupsFromClaims, type Role, roleFromGroups } from './roles';
import { applyRememberedTokenStorage } from './token-storage';
import { amplifyHasTotp } from './two-factor';

export interface SignedInUser {
  readonly userId: string;
  readonly username: string;
  readonly email?: string;
  readonly name?: string;
  /** `custom:country` as given at sign-up ("Name|CODE"); absent for Google and seeded accounts. */
  readonly country?: string;
  readonly groups: readonly string[];
  readonly role: Role;
}

/**
 * Where the auth state comes from. The app uses Amplify; tests pass a fake, so the guards and the
 * shell are tested without Cognito.
 */
export interface AuthSource {
  /** The signed-in user, or null when signed out. */
  currentUser(): Promise<SignedInUser | null>;
  /** The id token to send as a Bearer token, or null when signed out. */
  idToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /** Whether the signed-in account has TOTP on; asked of staff only (docs/decisions/D33). Absent: on. */
  hasTotp?(): Promise<boolean>;
  /** Calls back when Amplify signs in, out, or fails to refresh tokens; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

const refreshBudget = new RefreshBudget();

const authEventsThatChangeUser = new Set(['signedIn', 'signedOut', 'tokenRefresh_failure', 'signInWithRedirect']);

export const amplifyAuthSource: AuthSource = {
  async currentUser() {
    try {
      // "Remember me" decided where the tokens were written; read them from there.
      applyRememberedTokenStorage();
      const { userId, username } = await getCurrentUser();
      const session = await fetchAuthSession();
      const claims = session.tokens?.idToken?.payload as Record<string, unknown> | undefined;
      const groups = groupsFromClaims(claims);
      return {
        userId,
        username,
        email: typeof claims?.email === 'string' ? claims.email : undefined,
        name: typeof claims?.name === 'string' ? claims.name : undefined,
        country: typeof claims?.['custom:country'] === 'string' && claims['custom:country'] ? claims['custom:country'] : undefined,
        groups,
        role: roleFromGroups(groups),
      };
    } catch (error) {
      if (isSignedOutError(error)) return null;
      throw error;
    }
  },
  async idToken() {
    let session = await fetchAuthSession();
    const exp = session.tokens?.idToken?.payload.exp;
    if (expiresSoon(exp, Date.now()) && refreshBudget.tryTake()) session = await fetchAuthSession({ forceRefresh: true });
    return session.tokens?.idToken?.toString() ?? null;
  },
  signOut: () => signOut(),
  hasTotp: amplifyHasTotp,
  onChange(listener) {
    return Hub.listen('auth', ({ payload }) => {
      if (authEventsThatChangeUser.has(payload.event)) listener();
    });
  },
};

function isSignedOutError(error: unknown): boolean {
  return error instanceof Error && error.name === 'UserUnAuthenticatedException';
}
