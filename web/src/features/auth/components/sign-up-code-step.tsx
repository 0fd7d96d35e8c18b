import { useCallback, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useAuth } from '@web/lib/auth/auth-context';
import { useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { loginErrorMessage, resendErrorMessage, verifySignUpErrorMessage } from '../lib/error-messages';
import { authMessages as m } from '../lib/messages';
import { codeFormSchema, isCompleteCode } from '../lib/form-schemas';
import { CodeField } from './code-field';
import { FormError } from './form-error';
import { ResendControl } from './resend-control';

interface SignUpCodeStepProps {
  readonly email: string;
  /** Kept in memory only, to sign in right after the code is confirmed. */
  readonly password: string;
  readonly remember?: boolean;
  readonly onBack?: () => void;
  /** After sign-in; the route guard has usually moved on already. */
  readonly onSignedIn?: (outcome: string) => void;
}

/** Account already confirmed (e.g. confirmed in another tab): go on and sign in. */
function alreadyConfirmed(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotAuthorizedException' && /CONFIRMED/.test(error.message);
}

/**
 * Sign-up step 2 (docs/requirements/accounts.md §5, §7): the six-digit code Cognito e-mailed, the 59 s resend
 * countdown, the notice line, then confirm → sign in → /dashboard (the guard of /signup moves on).
 */
export function SignUpCodeStep({ email, password, remember = true, onBack, onSignedIn }: SignUpCodeStepProps) {
  const auth = useAuth();
  const { control, handleSubmit } = useZodForm(codeFormSchema, { defaultValues: { code: '' } });
  const code = useWatch({ control, name: 'code' });
  const [notice, setNotice] = useState<string>(m.otpDelayNotice);

  const confirmAndSignIn = useCallback(
    async (value: string) => {
      try {
        await auth.confirmSignUp({ email, code: value });
      } catch (error) {
        if (!alreadyConfirmed(error)) throw error;
      }
      try {
        return await auth.signIn({ email, password, remember });
      } catch (error) {
        // The account exists now; only signing in failed: say so in the sign-in words.
        throw Object.assign(new Error(loginErrorMessage(error) || m.signupFailed), { name: 'SignInAfterConfirm' });
      }
    },
    [auth, email, password, remember],
  );
  const toMessage = useCallback(
    (error: unknown) => (error instanceof Error && error.name === 'SignInAfterConfirm' ? error.message : verifySignUpErrorMessage(error)),
    [],
  );
  const verify = useAuthAction(confirmAndSignIn, toMessage);
  const resend = useAuthAction(auth.resendSignUpCode, resendErrorMessage);

  // An incomplete code cannot be submitted (the button waits for six digits): no message needed.
  const submit = handleSubmit(async ({ code: complete }) => {
    const result = await verify.start(complete);
    if (result.ok) onSignedIn?.(result.value);
  });

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-card__lead">
        We sent a 6-digit code to <strong>{email}</strong>.
      </p>
      <Controller
        control={control}
        name="code"
        render={({ field }) => <CodeField value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} disabled={verify.busy} />}
      />
      <p className="auth-field__hint" role="status">
        {notice}
      </p>
      <FormError message={verify.error} />
      <Button type="submit" variant="primary" busy={verify.busy} disabled={!isCompleteCode(code)}>
        {verify.busy ? 'Verifying...' : 'Verify OTP & Create Account'}
      </Button>
      <div className="auth-row">
        <ResendControl
          busy={resend.busy}
          onResend={async () => {
            const result = await resend.start(email);
            // docs/requirements/accounts.md §5: a resend failure is shown in the notice line.
            setNotice(result.ok ? m.otpDelayNotice : m.failedToResendOtp);
            return result.ok;
          }}
        />
        {onBack ? (
          <Button onClick={onBack} disabled={verify.busy}>
            Back
          </Button>
        ) : null}
      </div>
    </form>
  );
}
