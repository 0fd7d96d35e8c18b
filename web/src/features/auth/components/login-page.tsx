import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { CountryGate } from './country-gate';
import { GoogleButton } from './google-button';
import { type LoginAttempt, LoginForm } from './login-form';
import { SignUpCodeStep } from './sign-up-code-step';
import { TotpCodeStep } from './totp-code-step';
import { TwoFactorSetup } from './two-factor-setup';
import { authMessages } from '../lib/messages';
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
  const { resendSignUpCode, state } = useAuth();
  const [unconfirmed, setUnconfirmed] = useState<LoginAttempt | null>(null);
  const [askingCode, setAskingCode] = useState(false);
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
    if (attempt.outcome === 'totpCode') setAskingCode(true);
    // An operator required a new password: the reset flow sends the code.
    if (attempt.outcome === 'resetPassword') void navigate(`/forgot-password-otp?email=${encodeURIComponent(attempt.email)}`);
  };

  const settingUpTwoFactor = state.status === 'needsTwoFactor';
  const title = settingUpTwoFactor
    ? 'Set Up Two-Factor Authentication'
    : unconfirmed
      ? 'Verify Your Email'
      : askingCode
        ? 'Two-Factor Authentication'
        : 'Sign In';

  return (
    <section className="auth-card" aria-labelledby="login-title">
      <h1 id="login-title">{title}</h1>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      {settingUpTwoFactor ? (
        <TwoFactorSetup
          email={state.user.email ?? state.user.username}
          onTurnedOn={() => {
            setAskingCode(false);
            // In the location, so the notice outlives a remount as the sign-out changes the app's state.
            void navigate('/login', { replace: true, state: { message: authMessages.twoFactorOn } });
          }}
        />
      ) : askingCode ? (
        <TotpCodeStep onBack={() => setAskingCode(false)} />
      ) : unconfirmed ? (
        <SignUpCodeStep email={unconfirmed.email} password={unconfirmed.password} remember={unconfirmed.remember} onBack={() => setUnconfirmed(null)} />
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
