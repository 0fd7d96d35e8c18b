import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { authLoadingTimeoutMs } from '../../config/app';
import type { AuthSource, SignedInUser } from './auth-source';

export type AuthState =
  | { readonly status: 'loading' }
  | { readonly status: 'signedOut'; readonly error?: string }
  | { readonly status: 'signedIn'; readonly user: SignedInUser };

export interface AuthContextValue {
  readonly state: AuthState;
  /** The signed-in user, or null while loading or signed out. */
  readonly user: SignedInUser | null;
  /** Re-reads the session, e.g. after a sign-in call resolves. */
  refresh(): Promise<void>;
  signOut(): Promise<void>;
  idToken(): Promise<string | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  readonly source: AuthSource;
  readonly children: ReactNode;
  readonly timeoutMs?: number;
}

/** Holds who is signed in, read from the auth source at start and whenever it reports a change. */
export function AuthProvider({ source, children, timeoutMs = authLoadingTimeoutMs }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const latestRead = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++latestRead.current;
    const next = await readAuthState(source, timeoutMs);
    // A slower, older read must not overwrite a newer one.
    if (read === latestRead.current) setState(next);
  }, [source, timeoutMs]);

  useEffect(() => {
    void refresh();
    return source.onChange(() => void refresh());
  }, [source, refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      user: state.status === 'signedIn' ? state.user : null,
      refresh,
      idToken: () => source.idToken(),
      signOut: async () => {
        await source.signOut();
        latestRead.current++;
        setState({ status: 'signedOut' });
      },
    }),
    [state, refresh, source],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

async function readAuthState(source: AuthSource, timeoutMs: number): Promise<AuthState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<AuthState>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'signedOut', error: 'Authentication timed out.' }), timeoutMs);
  });
  const read = source.currentUser().then(
    (user): AuthState => (user ? { status: 'signedIn', user } : { status: 'signedOut' }),
    (error: unknown): AuthState => ({ status: 'signedOut', error: error instanceof Error ? error.message : String(error) }),
  );
  try {
    return await Promise.race([read, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
