import { useId } from 'react';
import { Link } from 'react-router';
import { defaultCountry } from '@contract/countries';
import { useAuth } from '@web/lib/auth/auth-context';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { useAuthAction } from '../hooks/use-auth-action';
import { signUpErrorMessage } from '../lib/error-messages';
import { signUpFormSchema } from '../lib/form-schemas';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../lib/messages';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { Field } from '@web/components/ui/field';
import { CountryOptions } from '@web/components/ui/country-options';

interface SignUpFormProps {
  /** The code was sent: show step 2 for this e-mail. */
  readonly onCodeSent: (account: { email: string; password: string }) => void;
}

/**
 * Sign-up step 1 (docs/requirements/accounts.md §5): Send OTP creates the unconfirmed Cognito account, and Cognito
 * e-mails the code (docs/decisions/D01). An existing e-mail is refused before any code is sent
 * (UsernameExistsException), a reserved one by the PreSignUp trigger.
 */
export function SignUpForm({ onCodeSent }: SignUpFormProps) {
  const { signUp } = useAuth();
  const send = useAuthAction(signUp, signUpErrorMessage);
  const countryId = useId();
  const { register, handleSubmit, formState } = useZodForm(signUpFormSchema, {
    defaultValues: { name: '', email: '', country: defaultCountry.code, password: '', acceptedTerms: false },
  });
  const invalid = (name: keyof typeof formState.errors) => Boolean(formState.errors[name]) || undefined;

  const submit = handleSubmit(
    async ({ name, email, password, country }) => {
      const result = await send.start({ name, email, password, country });
      if (result.ok) onCodeSent({ email, password });
    },
    (errors) => send.setError(firstErrorMessage(errors)),
  );

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Full Name" maxLength={FULL_NAME_MAX_LENGTH} autoComplete="name" aria-invalid={invalid('name')} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" aria-invalid={invalid('email')} {...register('email')} />
      <Field id={countryId} label="Country" className="auth-field">
        {(control) => (
          <select {...control} autoComplete="country" aria-invalid={invalid('country')} {...register('country')}>
            <CountryOptions />
          </select>
        )}
      </Field>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        aria-invalid={invalid('password')}
        {...register('password')}
      />
      <div className="auth-check">
        <input id={`${countryId}-terms`} type="checkbox" aria-invalid={invalid('acceptedTerms')} {...register('acceptedTerms')} />
        <label htmlFor={`${countryId}-terms`}>
          I agree to the <Link to="/terms-and-conditions">Terms &amp; Conditions</Link> and <Link to="/privacy-policy">Privacy Policy</Link>
        </label>
      </div>
      <FormError message={send.error} />
      <Button type="submit" variant="primary" busy={send.busy}>
        {send.busy ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </form>
  );
}
