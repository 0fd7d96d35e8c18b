import { Link, useLocation } from 'react-router';
import { type SignInOutcome, useAuth } from '@web/lib/auth/auth-context';
import { rememberedChoice } from '@web/lib/auth/token-storage';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { loginErrorMessage } from '../lib/error-messages';
import { loginFormSchema } from '../lib/form-schemas';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

export interface LoginAttempt {
  readonly email: string;
  readonly password: string;
  readonly remember: boolean;
  readonly outcome: SignInOutcome;
}

/**
 * The e-mail and password form of /login (docs/requirements/accounts.md §4). "Signing In..." while busy; after 10 s
 * the attempt ends with the timeout message. What follows a sign-in is the page's business.
 */
export function LoginForm({ onSignedIn }: { readonly onSignedIn: (attempt: LoginAttempt) => void }) {
  const { signIn } = useAuth();
  const location = useLocation();
  const attempt = useAuthAction(signIn, loginErrorMessage);
  const { register, handleSubmit, formState } = useZodForm(loginFormSchema, {
    defaultValues: { email: '', password: '', remember: rememberedChoice() },
  });
  const invalid = (name: keyof typeof formState.errors) => Boolean(formState.errors[name]) || undefined;

  const submit = handleSubmit(
    async ({ email, password, remember }) => {
      const result = await attempt.start({ email, password, remember });
      if (result.ok) onSignedIn({ email, password, remember, outcome: result.value });
    },
    (errors) => attempt.setError(firstErrorMessage(errors)),
  );

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Email" type="email" autoComplete="username" disabled={attempt.busy} aria-invalid={invalid('email')} {...register('email')} />
      <PasswordField label="Password" autoComplete="current-password" disabled={attempt.busy} aria-invalid={invalid('password')} {...register('password')} />
      <div className="auth-row">
        <label className="auth-check">
          <input type="checkbox" {...register('remember')} />
          Remember me
        </label>
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <FormError message={attempt.error} />
      <Button type="submit" variant="primary" busy={attempt.busy}>
        {attempt.busy ? 'Signing In...' : 'Sign In'}
      </Button>
      <p className="auth-divider">
        Don&apos;t have an account?{' '}
        <Link to="/signup" state={location.state}>
          Sign up
        </Link>
      </p>
    </form>
  );
}
