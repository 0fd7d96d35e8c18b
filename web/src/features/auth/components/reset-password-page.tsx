import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthAction } from '../hooks/use-auth-action';
import { resetPasswordErrorMessage } from '../lib/error-messages';
import { authMessages as m, PASSWORD_MIN_LENGTH, RESET_SLOW_AFTER_MS } from '../lib/messages';
import { isCompleteCode, validateNewPassword } from '../lib/validation';
import { CodeField } from './code-field';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import './auth.css';

function codeFromState(state: unknown): string {
  const code = typeof state === 'object' && state !== null ? (state as { code?: unknown }).code : undefined;
  return typeof code === 'string' && isCompleteCode(code) ? code : '';
}

/** "Still working..." once the reset has run for 5 s (spec 1 §2.6, §4). */
function useSlow(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), RESET_SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return slow;
}

/**
 * /reset-password?email=… (spec 1 §2.6): new password and confirmation. Cognito checks the code
 * carried from the code step together with the new password (DESIGN D1); opened without that
 * state (another tab, a bookmark), the code is asked for here. Without an e-mail: /forgot-password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { confirmResetPassword } = useAuth();
  const email = params.get('email')?.trim() ?? '';
  const carriedCode = codeFromState(location.state);
  const [code, setCode] = useState(carriedCode);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const reset = useAuthAction(confirmResetPassword, resetPasswordErrorMessage);
  const slow = useSlow(reset.busy);

  if (!email) return <Navigate to="/forgot-password" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmation);
    if (problem) {
      reset.setError(problem);
      return;
    }
    if (!isCompleteCode(code)) {
      reset.setError(m.invalidOtp);
      return;
    }
    if ((await reset.start({ email, code, newPassword: password })).ok) setDone(true);
  };

  if (done) {
    return (
      <section className="auth-card" aria-labelledby="reset-done-title">
        <h1 id="reset-done-title">Password Reset Successful</h1>
        <p className="auth-success" role="status">
          Your password has been reset. You can now log in with your new password.
        </p>
        <Link className="button button--primary" to="/login">
          Go to Login
        </Link>
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">Reset Password</h1>
      <p className="auth-card__lead">
        Choose a new password for <strong>{email}</strong>.
      </p>
      <form className="auth-form" onSubmit={submit} noValidate>
        {carriedCode ? null : <CodeField value={code} onChange={setCode} label="Verification code" disabled={reset.busy} />}
        <PasswordField label="New Password" value={password} onChange={setPassword} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} disabled={reset.busy} />
        <PasswordField label="Confirm Password" value={confirmation} onChange={setConfirmation} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} disabled={reset.busy} />
        <FormError message={reset.error} />
        {slow ? (
          <p className="notice" role="status">
            {m.resetSlow}
          </p>
        ) : null}
        <div className="auth-row">
          <button
            type="button"
            className="button"
            disabled={reset.busy}
            onClick={() => void navigate(`/forgot-password-otp?email=${encodeURIComponent(email)}`, { state: { codeSent: true } })}
          >
            Back
          </button>
          <button type="submit" className="button button--primary" disabled={reset.busy}>
            {reset.busy ? (slow ? 'Still working...' : 'Resetting...') : 'Reset Password'}
          </button>
        </div>
      </form>
    </section>
  );
}
