import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthAction } from '../hooks/use-auth-action';
import { forgotPasswordErrorMessage } from '../lib/error-messages';
import { validateForgotEmail } from '../lib/validation';
import { FormError } from './form-error';
import { ResetCodeStep } from './reset-code-step';
import { TextField } from './text-field';
import './auth.css';

/** /forgot-password (spec 1 §2.6): the e-mail, Send Verification Code (Cognito e-mails a code), then the code step. */
export function ForgotPasswordPage() {
  const { resetPassword } = useAuth();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useAuthAction(resetPassword, forgotPasswordErrorMessage);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateForgotEmail(email);
    if (problem) {
      send.setError(problem);
      return;
    }
    const trimmed = email.trim();
    if ((await send.start(trimmed)).ok) setSentTo(trimmed);
  };

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{sentTo ? 'Reset Password' : 'Forgot Password'}</h1>
      {sentTo ? (
        <ResetCodeStep email={sentTo} />
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <p className="auth-card__lead">Enter your account&apos;s email and we will send you a verification code.</p>
          <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" disabled={send.busy} />
          <FormError message={send.error} />
          <button type="submit" className="button button--primary" disabled={send.busy}>
            {send.busy ? 'Sending...' : 'Send Verification Code'}
          </button>
          <Link to="/login">Back to login</Link>
        </form>
      )}
    </section>
  );
}
