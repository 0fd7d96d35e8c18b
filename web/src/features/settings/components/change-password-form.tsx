import { type FormEvent, useId, useState } from 'react';
import { amplifyChangePassword, type ChangePassword, passwordChangeError, passwordFormError, type PasswordForm } from '../lib/password-change';
import { settingsMessages as s } from '../lib/settings-messages';
import { FormMessage } from './form-message';

const empty: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

interface ChangePasswordFormProps {
  readonly ready: boolean;
  /** Cognito through Amplify; tests pass a fake. */
  readonly changePassword?: ChangePassword;
}

/** Spec 1 §2.10: current, new and confirm; cleared on success. */
export function ChangePasswordForm({ ready, changePassword = amplifyChangePassword }: ChangePasswordFormProps) {
  const [form, setForm] = useState<PasswordForm>(empty);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const id = useId();

  const set = (name: keyof PasswordForm) => (event: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [name]: event.target.value }));
    setError(null);
    setSuccess(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    if (!ready) return setError(s.waitForAuth);
    const invalid = passwordFormError(form);
    if (invalid) return setError(invalid);
    setError(null);
    setBusy(true);
    try {
      await changePassword(form.currentPassword, form.newPassword);
      setForm(empty);
      setSuccess(s.passwordUpdated);
    } catch (e) {
      setError(passwordChangeError(e));
    } finally {
      setBusy(false);
    }
  };

  const input = (name: keyof PasswordForm, label: string, autoComplete: string) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} type="password" value={form[name]} onChange={set(name)} autoComplete={autoComplete} />
    </>
  );

  return (
    <form className="settings-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Change Password</h3>
      <div className="form-grid">
        {input('currentPassword', 'Current Password', 'current-password')}
        {input('newPassword', 'New Password', 'new-password')}
        {input('confirmPassword', 'Confirm New Password', 'new-password')}
      </div>
      <FormMessage error={error} success={success} />
      <button type="submit" className="button button--primary" disabled={!ready || busy}>
        {busy ? 'Updating...' : 'Update Password'}
      </button>
    </form>
  );
}
