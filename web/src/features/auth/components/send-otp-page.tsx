import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthAction } from '../hooks/use-auth-action';
import { authMessages as m } from '../lib/messages';
import { isEmail } from '../lib/validation';
import { FormError } from './form-error';
import { TextField } from './text-field';
import './auth.css';

/**
 * /send-otp (spec 1 §2.7): sends a new sign-up code to an account that has not entered one yet
 * (Cognito's ResendConfirmationCode, DESIGN D1), then /verify-otp with the e-mail.
 */
export function SendOtpPage() {
  const navigate = useNavigate();
  const { resendSignUpCode } = useAuth();
  const [email, setEmail] = useState('');
  const send = useAuthAction(resendSignUpCode, () => m.failedToSendOtp);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      send.setError(m.validEmail);
      return;
    }
    const trimmed = email.trim();
    if ((await send.start(trimmed)).ok) void navigate('/verify-otp', { state: { email: trimmed } });
  };

  return (
    <section className="auth-card" aria-labelledby="send-otp-title">
      <h1 id="send-otp-title">Send OTP</h1>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" disabled={send.busy} />
        <FormError message={send.error} />
        <button type="submit" className="button button--primary" disabled={send.busy}>
          {send.busy ? 'Sending OTP...' : 'Send OTP'}
        </button>
      </form>
    </section>
  );
}
