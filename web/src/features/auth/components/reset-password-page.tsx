import { type FormEvent, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { useDelayedFlag } from '@web/lib/hooks/use-delayed-flag';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { isRefusedResetCode, resetPasswordErrorMessage } from '../lib/error-messages';
import { authMessages as m, PASSWORD_MIN_LENGTH, RESET_SLOW_AFTER_MS } from '../lib/messages';
import { isCompleteCode, resetPasswordFormSchema } from '../lib/form-schemas';
import { CodeField } from './code-field';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import './auth.css';

function codeFromState(state: unknown): string {
  const code = typeof state === 'object' && state !== null ? (state as { code?: unknown }).code : undefined;
  return typeof code === 'string' && isCompleteCode(code) ? code : '';
}

/** "Still working..." once the reset has run for 5 s (docs/requirements/accounts.md §6). */
function useSlow(busy: boolean): boolean {
  return useDelayedFlag(busy, RESET_SLOW_AFTER_MS);
}

/**
 * /reset-password?email=… (docs/requirements/accounts.md §6): new password and confirmation. Cognito checks the code
 * carried from the code step together with the new password (docs/decisions/D01; no Cognito call checks a
 * code alone: lib/error-messages.ts isRefusedResetCode), and a refused code goes back to the code
 * step with "Invalid OTP". Opened without that state (another tab, a bookmark), the code is asked
 * for here, and a refused one is reported here. Without an e-mail: /forgot-password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { confirmResetPassword } = useAuth();
  const email = params.get('email')?.trim() ?? '';
  const carriedCode = codeFromState(location.state);
  const { register, control, handleSubmit, formState } = useZodForm(resetPasswordFormSchema, {
    defaultValues: { code: carriedCode, password: '', confirmation: '' },
  });
  const invalid = (name: keyof typeof formState.errors) => Boolean(formState.errors[name]) || undefined;
  const [done, setDone] = useState(false);
  // The last failure's message when it was the code's: then the code step, not this one, is where to fix it.
  const codeRefused = useRef<string | null>(null);
  const reset = useAuthAction(confirmResetPassword, (error) => {
    const message = resetPasswordErrorMessage(error);
    codeRefused.current = isRefusedResetCode(error) ? message : null;
    return message;
  });
  const slow = useSlow(reset.busy);

  if (!email) return <Navigate to="/forgot-password" replace />;

  const onValid = async ({ code, password }: { code: string; password: string }) => {
    const result = await reset.start({ email, code, newPassword: password });
    if (result.ok) return setDone(true);
    // A code from the code step that Cognito refused: back there, with the reason (docs/requirements/accounts.md §6: "Invalid OTP").
    if (carriedCode && codeRefused.current) {
      void navigate(`/forgot-password-otp?email=${encodeURIComponent(email)}`, {
        replace: true,
        state: { codeSent: true, codeError: codeRefused.current },
      });
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => handleSubmit(onValid, (errors) => reset.setError(firstErrorMessage(errors)))(event);

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
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {carriedCode ? null : (
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeField
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label="Verification code"
                disabled={reset.busy}
                invalid={invalid('code')}
              />
            )}
          />
        )}
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          disabled={reset.busy}
          aria-invalid={invalid('password')}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          disabled={reset.busy}
          aria-invalid={invalid('confirmation')}
          {...register('confirmation')}
        />
        <FormError message={reset.error} />
        {slow ? (
          <p className="notice" role="status">
            {m.resetSlow}
          </p>
        ) : null}
        <div className="auth-row">
          <Button disabled={reset.busy} onClick={() => void navigate(`/forgot-password-otp?email=${encodeURIComponent(email)}`, { state: { codeSent: true } })}>
            Back
          </Button>
          <Button type="submit" variant="primary" busy={reset.busy}>
            {reset.busy ? (slow ? 'Still working...' : 'Resetting...') : 'Reset Password'}
          </Button>
        </div>
      </form>
    </section>
  );
}
