import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { useAuthAction } from '../hooks/use-auth-action';
import { forgotPasswordErrorMessage } from '../lib/error-messages';
import { FormError } from './form-error';
import { ResetCodeStep } from './reset-code-step';
import './auth.css';

function codeAlreadySent(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { codeSent?: unknown }).codeSent === true;
}

/** Why the reset screen sent the user back here: Cognito refused the code (reset-password-page.tsx). */
function refusedCodeMessage(state: unknown): string | null {
  const message = typeof state === 'object' && state !== null ? (state as { codeError?: unknown }).codeError : undefined;
  return typeof message === 'string' && message ? message : null;
}

/**
 * /forgot-password-otp?email=… (docs/requirements/accounts.md §6): the code screen on its own. Without an e-mail the
 * visitor goes to /forgot-password; with one, a code is sent as the screen opens (docs/requirements/accounts.md §7),
 * unless the previous screen already sent it.
 */
export function ForgotPasswordOtpPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email')?.trim() ?? '';
  const { resetPassword } = useAuth();
  const send = useAuthAction(resetPassword, forgotPasswordErrorMessage);
  const sentFor = useRef<string | null>(null);
  const start = send.start;

  useEffect(() => {
    if (!email || codeAlreadySent(location.state) || sentFor.current === email) return;
    sentFor.current = email;
    void start(email);
  }, [email, location.state, start]);

  if (!email) return <Navigate to="/forgot-password" replace />;
  return (
    <section className="auth-card" aria-labelledby="reset-code-title">
      <h1 id="reset-code-title">Reset Password</h1>
      <FormError message={send.error ?? refusedCodeMessage(location.state)} />
      <ResetCodeStep email={email} />
    </section>
  );
}
