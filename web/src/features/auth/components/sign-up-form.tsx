import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { countries, defaultCountry } from '../../../../../contract/countries';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthAction } from '../hooks/use-auth-action';
import { signUpErrorMessage } from '../lib/error-messages';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../lib/messages';
import { isCountryCode, type SignUpFields, validateSignUp } from '../lib/validation';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

interface SignUpFormProps {
  /** The code was sent: show step 2 for this e-mail. */
  readonly onCodeSent: (account: { email: string; password: string }) => void;
}

/**
 * Sign-up step 1 (spec 1 §2.5): Send OTP creates the unconfirmed Cognito account, and Cognito
 * e-mails the code (DESIGN D1). An existing e-mail is refused before any code is sent
 * (UsernameExistsException), a reserved one by the PreSignUp trigger.
 */
export function SignUpForm({ onCodeSent }: SignUpFormProps) {
  const { signUp } = useAuth();
  const [fields, setFields] = useState<SignUpFields>({ name: '', email: '', country: defaultCountry.code, password: '', acceptedTerms: false });
  const send = useAuthAction(signUp, signUpErrorMessage);
  const countryId = useId();
  const set = <K extends keyof SignUpFields>(key: K) => (value: SignUpFields[K]) => setFields((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUp(fields);
    if (problem || !isCountryCode(fields.country)) {
      send.setError(problem);
      return;
    }
    const email = fields.email.trim();
    const result = await send.start({ name: fields.name.trim(), email, password: fields.password, country: fields.country });
    if (result.ok) onCodeSent({ email, password: fields.password });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField label="Full Name" value={fields.name} onChange={set('name')} maxLength={FULL_NAME_MAX_LENGTH} autoComplete="name" />
      <TextField label="Email" type="email" value={fields.email} onChange={set('email')} autoComplete="email" />
      <div className="auth-field">
        <label htmlFor={countryId}>Country</label>
        <select id={countryId} value={fields.country} onChange={(e) => set('country')(e.target.value)} autoComplete="country">
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <PasswordField label="Password" value={fields.password} onChange={set('password')} autoComplete="new-password" minLength={PASSWORD_MIN_LENGTH} />
      <div className="auth-check">
        <input id={`${countryId}-terms`} type="checkbox" checked={fields.acceptedTerms} onChange={(e) => set('acceptedTerms')(e.target.checked)} />
        <label htmlFor={`${countryId}-terms`}>
          I agree to the <Link to="/terms-and-conditions">Terms &amp; Conditions</Link> and <Link to="/privacy-policy">Privacy Policy</Link>
        </label>
      </div>
      <FormError message={send.error} />
      <button type="submit" className="button button--primary" disabled={send.busy}>
        {send.busy ? 'Sending OTP...' : 'Send OTP'}
      </button>
    </form>
  );
}
