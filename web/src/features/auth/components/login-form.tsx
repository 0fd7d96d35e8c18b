import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type SignInOutcome, useAuth } from '../../../lib/auth/auth-context';
import { rememberedChoice } from '../../../lib/auth/token-storage';
import { useAuthAction } from '../hooks/use-auth-action';
import { loginErrorMessage } from '../lib/error-messages';
import { validateLogin } from '../lib/validation';
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
 * The e-mail and password form of /login (spec 1 §2.4, §5). "Signing In..." while busy; after 10 s
 * the attempt ends with the timeout message. What follows a sign-in is the page's business.
 */
export function LoginForm({ onSignedIn }: { readonly onSignedIn: (attempt: LoginAttempt) => void }) {
  const { signIn } = useAuth();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedChoice);
  const attempt = useAuthAction(signIn, loginErrorMessage);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    if (problem) {
      attempt.setError(problem);
      return;
    }
    const trimmed = email.trim();
    const result = await attempt.start({ email: trimmed, password, remember });
    if (result.ok) onSignedIn({ email: trimmed, password, remember, outcome: result.value });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" disabled={attempt.busy} />
      <PasswordField label="Password" value={password} onChange={setPassword} autoComplete="current-password" disabled={attempt.busy} />
      <div className="auth-row">
        <label className="auth-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Remember me
        </label>
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
      <FormError message={attempt.error} />
      <button type="submit" className="button button--primary" disabled={attempt.busy}>
        {attempt.busy ? 'Signing In...' : 'Sign In'}
      </button>
      <p className="auth-divider">
        Don&apos;t have an account?{' '}
        <Link to="/signup" state={location.state}>
          Sign up
        </Link>
      </p>
    </form>
  );
}
