import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CountryGate } from './country-gate';
import { GoogleButton } from './google-button';
import { SignUpCodeStep } from './sign-up-code-step';
import { SignUpForm } from './sign-up-form';
import './auth.css';

/** /signup (docs/requirements/accounts.md §5): the form, then the code step; signed in, the route guard goes to /dashboard. */
export function SignUpPage() {
  const location = useLocation();
  const [account, setAccount] = useState<{ email: string; password: string } | null>(null);

  return (
    <section className="auth-card" aria-labelledby="signup-title">
      <h1 id="signup-title">{account ? 'Verify Your Email' : 'Create Your Account'}</h1>
      {account ? (
        <SignUpCodeStep email={account.email} password={account.password} onBack={() => setAccount(null)} />
      ) : (
        <>
          <GoogleButton label="Sign up with Google" />
          <SignUpForm onCodeSent={setAccount} />
          <p className="auth-divider">
            Already have an account?{' '}
            <Link to="/login" state={location.state}>
              Sign In
            </Link>
          </p>
        </>
      )}
      <CountryGate />
    </section>
  );
}
