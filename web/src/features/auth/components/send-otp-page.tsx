import { useNavigate } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { sendOtpErrorMessage } from '../lib/error-messages';
import { sendOtpFormSchema } from '../lib/form-schemas';
import { FormError } from './form-error';
import { TextField } from './text-field';
import './auth.css';

/**
 * /send-otp (docs/requirements/accounts.md §7): sends a new sign-up code to an account that has not entered one yet
 * (Cognito's ResendConfirmationCode, docs/decisions/D01), then /verify-otp with the e-mail.
 */
export function SendOtpPage() {
  const navigate = useNavigate();
  const { resendSignUpCode } = useAuth();
  const send = useAuthAction(resendSignUpCode, sendOtpErrorMessage);
  const { register, handleSubmit, formState } = useZodForm(sendOtpFormSchema, { defaultValues: { email: '' } });

  const submit = handleSubmit(
    async ({ email }) => {
      if ((await send.start(email)).ok) await navigate('/verify-otp', { state: { email } });
    },
    (errors) => send.setError(firstErrorMessage(errors)),
  );

  return (
    <section className="auth-card" aria-labelledby="send-otp-title">
      <h1 id="send-otp-title">Send OTP</h1>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
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
          {send.busy ? 'Sending OTP...' : 'Send OTP'}
        </Button>
      </form>
    </section>
  );
}
