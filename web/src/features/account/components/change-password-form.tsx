import { useId, useState } from 'react';
import { firstErrorMessage, useZodForm } from '@web/lib/forms/zod-form';
import { Button } from '@web/components/ui/button';
import { amplifyChangePassword, type ChangePassword, passwordChangeError, passwordChangeFormSchema, type PasswordForm } from '../lib/password-change';
import { settingsMessages as s } from '../lib/settings-messages';
import { FormMessage } from './form-message';

const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordFormProps {
  readonly ready: boolean;
  /** Cognito through Amplify; tests pass a fake. */
  readonly changePassword?: ChangePassword;
}

/** docs/requirements/accounts.md §9: current, new and confirm; cleared on success. */
export function ChangePasswordForm({ ready, changePassword = amplifyChangePassword }: ChangePasswordFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useZodForm(passwordChangeFormSchema, { defaultValues: empty });
  const id = useId();

  // A new edit makes the last outcome stale.
  const clearOutcome = () => {
    setError(null);
    setSuccess(null);
  };

  const submit = handleSubmit(
    async ({ currentPassword, newPassword }) => {
      setSuccess(null);
      if (!ready) return setError(s.waitForAuth);
      setError(null);
      try {
        await changePassword(currentPassword, newPassword);
        reset(empty);
        setSuccess(s.passwordUpdated);
      } catch (e) {
        setError(passwordChangeError(e));
      }
    },
    (errors) => {
      setSuccess(null);
      setError(ready ? firstErrorMessage(errors) : s.waitForAuth);
    },
  );

  const input = (name: keyof PasswordForm, label: string, autoComplete: string) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="password"
        autoComplete={autoComplete}
        aria-invalid={Boolean(formState.errors[name]) || undefined}
        {...register(name, { onChange: clearOutcome })}
      />
    </>
  );

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change Password</h3>
      <div className="form-grid">
        {input('currentPassword', 'Current Password', 'current-password')}
        {input('newPassword', 'New Password', 'new-password')}
        {input('confirmPassword', 'Confirm New Password', 'new-password')}
      </div>
      <FormMessage error={error} success={success} />
      <Button type="submit" variant="primary" disabled={!ready} busy={formState.isSubmitting}>
        {formState.isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
