import { Controller, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@web/lib/auth/auth-context';
import { useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { forgotPasswordErrorMessage } from '../lib/error-messages';
import { codeFormSchema, isCompleteCode } from '../lib/form-schemas';
import { CodeField } from './code-field';
import { FormError } from './form-error';
import { ResendControl } from './resend-control';

/**
 * The reset code step (docs/requirements/accounts.md §6): code (6 digits, required), resend countdown, Verify OTP,
 * Back to login. With Cognito (docs/decisions/D01) the code cannot be checked on its own: Cognito checks
 * it in confirmResetPassword together with the new password. So this step only collects it and
 * carries it to /reset-password in navigation state (never in the URL); a wrong code is reported there.
 */
export function ResetCodeStep({ email }: { readonly email: string }) {
  const navigate = useNavigate();
  const { resetPassword } = useAuth();
  const { control, handleSubmit } = useZodForm(codeFormSchema, { defaultValues: { code: '' } });
  const code = useWatch({ control, name: 'code' });
  const resend = useAuthAction(resetPassword, forgotPasswordErrorMessage);

  const submit = handleSubmit(({ code: complete }) => navigate(`/reset-password?email=${encodeURIComponent(email)}`, { state: { code: complete } }));

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-card__lead">
        Enter the 6-digit code we sent to <strong>{email}</strong>.
      </p>
      <Controller
        control={control}
        name="code"
        render={({ field }) => <CodeField value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} label="Verification code" />}
      />
      <FormError message={resend.error} />
      <Button type="submit" variant="primary" disabled={!isCompleteCode(code)}>
        Verify OTP
      </Button>
      <div className="auth-row">
        <ResendControl busy={resend.busy} onResend={async () => (await resend.start(email)).ok} />
        <Link to="/login">Back to login</Link>
      </div>
    </form>
  );
}
