import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthAction } from '../hooks/use-auth-action';
import { verifySignUpErrorMessage } from '../lib/error-messages';
import { authMessages as m } from '../lib/messages';
import { isCompleteCode, isEmail } from '../lib/validation';
import { CodeField } from './code-field';
import { FormError } from './form-error';
import { ResendControl } from './resend-control';
import { TextField } from './text-field';
import './auth.css';

export const verifiedAlert = 'Your email has been verified. You can now sign in.';

function emailFromState(state: unknown): string {
  const email = typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email : '';
}

/**
 * /verify-otp (spec 1 §2.7): confirms a sign-up with Cognito's code. The e-mail is locked when
 * passed in (state from /send-otp, or ?email=); success shows an alert, then goes home.
 */
export function VerifyOtpPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirmSignUp, resendSignUpCode } = useAuth();
  const passedEmail = emailFromState(location.state) || params.get('email')?.trim() || '';
  const [email, setEmail] = useState(passedEmail);
  const [code, setCode] = useState('');
  const verify = useAuthAction(confirmSignUp, (error) => {
    // Spec 1 §8: the stand-alone screen shows the server's words, or "Verification failed".
    const mapped = verifySignUpErrorMessage(error);
    return mapped === m.otpVerificationFailed ? m.verificationFailed : mapped;
  });
  const resend = useAuthAction(resendSignUpCode, () => m.failedToResendOtp);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      verify.setError(m.validEmail);
      return;
    }
    if (!isCompleteCode(code)) return;
    if ((await verify.start({ email: email.trim(), code })).ok) {
      window.alert(verifiedAlert);
      void navigate('/');
    }
  };

  return (
    <section className="auth-card" aria-labelledby="verify-otp-title">
      <h1 id="verify-otp-title">Verify OTP</h1>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField label="Email" type="email" value={email} onChange={setEmail} readOnly={Boolean(passedEmail)} autoComplete="email" />
        <CodeField value={code} onChange={setCode} disabled={verify.busy} />
        <FormError message={verify.error ?? resend.error} />
        <button type="submit" className="button button--primary" disabled={verify.busy || !isCompleteCode(code)}>
          {verify.busy ? 'Verifying...' : 'Verify'}
        </button>
        <ResendControl busy={resend.busy} onResend={async () => isEmail(email) && (await resend.start(email.trim())).ok} />
      </form>
    </section>
  );
}
