import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { CountryGate } from './country-gate';
import { GoogleButton } from './google-button';
import { type LoginAttempt, LoginForm } from './login-form';
import { SignUpCodeStep } from './sign-up-code-step';
import './auth.css';

/** The sign-in gate's reason, left in location state by the route guard (docs/requirements/shell.md §2). */
function gateMessage(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  const { message } = state as { message: unknown };
  return typeof message === 'string' && message ? message : null;
}

/**
 * /login (docs/requirements/accounts.md §4). Once signed in, the route guard of /login moves on: back to where the
 * visitor came from, or /checkout with the chosen plan (lib/auth/after-sign-in.ts). An account
 * that never entered its sign-up code gets the code step here; one without a country, the dialog.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { resendSignUpCode } = useAuth();
  const [unconfirmed, setUnconfirmed] = useState<LoginAttempt | null>(null);
  const [attempts, setAttempts] = useState(0);
  const message = gateMessage(location.state);
  const resent = useRef<string | null>(null);

  // The first code may have expired or gone astray: send a fresh one as the code step opens.
  useEffect(() => {
    if (!unconfirmed || resent.current === unconfirmed.email) return;
    resent.current = unconfirmed.email;
    resendSignUpCode(unconfirmed.email).catch(() => undefined);
  }, [unconfirmed, resendSignUpCode]);

  const onSignedIn = (attempt: LoginAttempt) => {
    setAttempts((n) => n + 1);
    if (attempt.outcome === 'confirmSignUp') setUnconfirmed(attempt);
    // An operator required a new password: the reset flow sends the code.
    if (attempt.outcome === 'resetPassword') void navigate(`/forgot-password-otp?email=${encodeURIComponent(attempt.email)}`);
  };

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{unconfirmed ? 'Verify Your Email' : 'Sign In'}</h1>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      {unconfirmed ? (
        <SignUpCodeStep
          email={unconfirmed.email}
          password={unconfirmed.password}
          remember={unconfirmed.remember}
          onBack={() => setUnconfirmed(null)}
        />
      ) : (
        <>
          <GoogleButton />
          <LoginForm onSignedIn={onSignedIn} />
        </>
      )}
      <CountryGate attempt={attempts} />
    </section>
  );
}
