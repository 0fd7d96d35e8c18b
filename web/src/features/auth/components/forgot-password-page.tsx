import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { forgotPasswordErrorMessage } from '../lib/error-messages';
import { forgotPasswordFormSchema } from '../lib/form-schemas';
import { FormError } from './form-error';
import { ResetCodeStep } from './reset-code-step';
import { TextField } from './text-field';
import './auth.css';

/** /forgot-password (docs/requirements/accounts.md §6): the e-mail, Send Verification Code (Cognito e-mails a code), then the code step. */
export function ForgotPasswordPage() {
  const { resetPassword } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useAuthAction(resetPassword, forgotPasswordErrorMessage);
  const { register, handleSubmit, formState } = useZodForm(forgotPasswordFormSchema, { defaultValues: { email: '' } });

  const submit = handleSubmit(
    async ({ email }) => {
      if ((await send.start(email)).ok) setSentTo(email);
    },
    (errors) => send.setError(firstErrorMessage(errors)),
  );

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{sentTo ? 'Reset Password' : 'Forgot Password'}</h1>
      {sentTo ? (
        <ResetCodeStep email={sentTo} />
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="auth-card__lead">Enter your account&apos;s email and we will send you a verification code.</p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            disabled={send.busy}
            aria-invalid={Boolean(formState.errors.email) || undefined}
            {...register('email')}
          />
          <FormError message={send.error} />
          <Button type="submit" variant="primary" busy={send.busy}>
            {send.busy ? 'Sending...' : 'Send Verification Code'}
          </Button>
          <Link to="/login">Back to login</Link>
        </form>
      )}
    </section>
  );
}
