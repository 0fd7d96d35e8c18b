import { QueryClientContext } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { authLoadingTimeoutMs } from '../../config/app';
import { ApiClientContext } from '../api-client';
import { RuntimeConfigContext } from '../runtime-config';
import { endSession } from './api/end-session';
import { amplifyAuthCommands } from './amplify-auth-commands';
import type { AuthCommands, SignInStep } from './auth-commands';
import type { AuthSource, SignedInUser } from './auth-source';
import { type AuthState, readAuthState } from './auth-state';
import { clearSessionId, storedSessionId } from './session-id';
import { useSessionRecord } from './use-session-record';

export type { AuthState } from './auth-state';

/**
 * Where a password sign-in ended: signed in, asked for a country, the account still needs its
 * sign-up code, Cognito asks for the TOTP code, or a staff account must set TOTP up first.
 */
export type SignInOutcome = 'signedIn' | 'needsCountry' | 'needsTwoFactor' | 'confirmSignUp' | 'resetPassword' | 'totpCode' | 'signedOut';

/** The commands of the sign-in screens; signIn also settles the app's own state (country, session). */
export interface AuthContextValue extends Omit<AuthCommands, 'signIn' | 'confirmTotpSignIn'> {
  readonly state: AuthState;
  /** The signed-in user, or null while loading, signed out or still asked for a country. */
  readonly user: SignedInUser | null;
  /** Re-reads the session, e.g. after a sign-in call resolves or the country was saved. */
  refresh(): Promise<AuthState>;
  /** Ends the session record, signs out of Cognito and forgets the user; the caller goes to /login. */
  signOut(): Promise<void>;
  idToken(): Promise<string | null>;
  signIn(input: Parameters<AuthCommands['signIn']>[0]): Promise<SignInOutcome>;
  /** The TOTP step of a sign-in; settles the app's state like signIn. */
  confirmTotpSignIn(code: string): Promise<SignInOutcome>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

interface AuthProviderProps {
  readonly source: AuthSource;
  /** The Cognito operations; default Amplify with this stage's runtime config. Tests pass a fake. */
  readonly commands?: AuthCommands;
  readonly children: ReactNode;
  readonly timeoutMs?: number;
}

/** Holds who is signed in, read from the auth source at start and whenever it reports a change. */
export function AuthProvider({ source, commands: givenCommands, children, timeoutMs = authLoadingTimeoutMs }: AuthProviderProps) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const latestRead = useRef(0);
  const api = useContext(ApiClientContext);
  const queryClient = useContext(QueryClientContext);
  const config = useContext(RuntimeConfigContext);
  const commands = useMemo(() => givenCommands ?? (config ? amplifyAuthCommands(config) : missingCommands), [givenCommands, config]);

  const refresh = useCallback(async () => {
    const read = ++latestRead.current;
    const next = await readAuthState(source, api, timeoutMs);
    // A slower, older read must not overwrite a newer one.
    if (read === latestRead.current) setState(next);
    return next;
  }, [source, api, timeoutMs]);

  useEffect(() => {
    const reads = latestRead;
    void refresh();
    const stopListening = source.onChange(() => void refresh());
    return () => {
      stopListening();
      // A read still in flight (up to timeoutMs) must not set the state of a provider that is gone.
      reads.current++;
    };
  }, [source, refresh]);

  useSessionRecord(state, api, queryClient);

  const signingOut = useRef(false);
  const signOut = useCallback(async () => {
    // From here on no token is handed out (a realtime reconnect would present one the server has revoked).
    signingOut.current = true;
    // The session record is ended while the token still works; a failure must not keep the user signed in.
    if (api && state.status !== 'signedOut') await endSession(api, storedSessionId()).catch(() => undefined);
    await source.signOut();
    clearSessionId();
    latestRead.current++;
    setState({ status: 'signedOut' });
    signingOut.current = false;
    // The next user of this browser must not see this user's cached data.
    queryClient?.clear();
  }, [api, source, queryClient, state.status]);

  const settle = useCallback(
    async (step: SignInStep): Promise<SignInOutcome> => {
      if (step !== 'done') return step;
      const next = await refresh();
      return next.status === 'loading' ? 'signedOut' : next.status;
    },
    [refresh],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      user: state.status === 'signedIn' ? state.user : null,
      refresh,
      signOut,
      idToken: () => (signingOut.current ? Promise.resolve(null) : source.idToken()),
      async signIn(input) {
        // A new sign-in is a new session record, even if an old id was left behind.
        clearSessionId();
        return settle(await commands.signIn(input));
      },
      async confirmTotpSignIn(code) {
        return settle(await commands.confirmTotpSignIn(code));
      },
      signInWithGoogle: () => commands.signInWithGoogle(),
      signUp: (input) => commands.signUp(input),
      confirmSignUp: (input) => commands.confirmSignUp(input),
      resendSignUpCode: (email) => commands.resendSignUpCode(email),
      resetPassword: (email) => commands.resetPassword(email),
      confirmResetPassword: (input) => commands.confirmResetPassword(input),
      setUpTotp: (accountName) => commands.setUpTotp(accountName),
      turnOnTotp: (code) => commands.turnOnTotp(code),
    }),
    [state, refresh, signOut, source, commands, settle],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

const notConfigured = () => Promise.reject(new Error('Auth commands need the runtime config (render inside <AppProvider>).'));
const missingCommands: AuthCommands = {
  signIn: notConfigured,
  signInWithGoogle: notConfigured,
  signUp: notConfigured,
  confirmSignUp: notConfigured,
  resendSignUpCode: notConfigured,
  resetPassword: notConfigured,
  confirmResetPassword: notConfigured,
  confirmTotpSignIn: notConfigured,
  setUpTotp: notConfigured,
  turnOnTotp: notConfigured,
};

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
