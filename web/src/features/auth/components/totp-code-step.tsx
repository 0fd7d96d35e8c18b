import { useWatch } from 'react-hook-form';
import { useAuth } from '@web/lib/auth/auth-context';
import { useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { totpErrorMessage } from '../lib/error-messages';
import { codeFormSchema, isCompleteCode } from '../lib/form-schemas';
import { AuthenticationCodeField } from './authentication-code-field';
import { FormError } from './form-error';

/**
 * The second step of a staff sign-in (docs/decisions/D33): the six-digit code of the authenticator
 * app. Once Cognito accepts it the user is signed in and the route guard of /login moves on.
 */
export function TotpCodeStep({ onBack }: { readonly onBack: () => void }) {
  const auth = useAuth();
  const { control, handleSubmit } = useZodForm(codeFormSchema, { defaultValues: { code: '' } });
  const code = useWatch({ control, name: 'code' });
  const verify = useAuthAction(auth.confirmTotpSignIn, totpErrorMessage);
  const submit = handleSubmit(async ({ code: complete }) => void (await verify.start(complete)));

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-card__lead">Enter the 6-digit code your authenticator app shows for CodeArena.</p>
      <AuthenticationCodeField control={control} disabled={verify.busy} />
      <FormError message={verify.error} />
      <Button type="submit" variant="primary" busy={verify.busy} disabled={!isCompleteCode(code)}>
        {verify.busy ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="auth-row">
        <Button onClick={onBack} disabled={verify.busy}>
          Back to Sign In
        </Button>
      </div>
    </form>
  );
}
