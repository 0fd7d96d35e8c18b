import { Controller, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { resendErrorMessage, verifySignUpErrorMessage } from '../lib/error-messages';
import { authMessages as m } from '../lib/messages';
import { isCompleteCode, sendOtpFormSchema, verifyOtpFormSchema } from '../lib/form-schemas';
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
 * /verify-otp (docs/requirements/accounts.md §7): confirms a sign-up with Cognito's code. The e-mail is locked when
 * passed in (state from /send-otp, or ?email=); success shows an alert, then goes home.
 */
export function VerifyOtpPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { confirmSignUp, resendSignUpCode } = useAuth();
  const passedEmail = emailFromState(location.state) || params.get('email')?.trim() || '';
  const { register, control, handleSubmit, getValues, formState } = useZodForm(verifyOtpFormSchema, {
    defaultValues: { email: passedEmail, code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  const verify = useAuthAction(confirmSignUp, (error) => {
    // docs/requirements/accounts.md §7: the stand-alone screen shows the server's words, or "Verification failed".
    const mapped = verifySignUpErrorMessage(error);
    return mapped === m.otpVerificationFailed ? m.verificationFailed : mapped;
  });
  const resend = useAuthAction(resendSignUpCode, resendErrorMessage);

  const submit = handleSubmit(
    async (fields) => {
      if ((await verify.start(fields)).ok) {
        window.alert(verifiedAlert);
        await navigate('/');
      }
    },
    (errors) => verify.setError(firstErrorMessage(errors)),
  );

  /** Resend needs a valid e-mail only (the code is what is missing). */
  const resendCode = async () => {
    const parsed = sendOtpFormSchema.safeParse({ email: getValues('email') });
    return parsed.success && (await resend.start(parsed.data.email)).ok;
  };

  return (
    <section className="auth-card" aria-labelledby="verify-otp-title">
      <h1 id="verify-otp-title">Verify OTP</h1>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Email"
          type="email"
          readOnly={Boolean(passedEmail)}
          autoComplete="email"
          aria-invalid={Boolean(formState.errors.email) || undefined}
          {...register('email')}
        />
        <Controller
          control={control}
          name="code"
          render={({ field }) => <CodeField value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} disabled={verify.busy} />}
        />
        <FormError message={verify.error ?? resend.error} />
        <Button type="submit" variant="primary" busy={verify.busy} disabled={!isCompleteCode(code)}>
          {verify.busy ? 'Verifying...' : 'Verify'}
        </Button>
        <ResendControl busy={resend.busy} onResend={resendCode} />
      </form>
    </section>
  );
}
