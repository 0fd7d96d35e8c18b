import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { deleteAccount } from '../api/delete-account';
import { deleteAccountError } from '../lib/error-messages';
import { settingsMessages as s } from '../lib/settings-messages';
import { FormMessage } from './form-message';
import type { SettingsTabProps } from './settings-tab';

/** docs/requirements/accounts.md §11 Account: delete (confirm, busy, then sign out and /login). */
export function AccountTab({ ready }: SettingsTabProps) {
  const api = useApiClient();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The dialog stays busy (buttons disabled, Escape ignored) until this settles.
  const confirmDelete = async () => {
    if (!user) return setError(s.deleteUserMissing);
    setError(null);
    try {
      await deleteAccount(api);
    } catch (e) {
      setConfirming(false);
      return setError(deleteAccountError(e));
    }
    // The Cognito user is gone: the local sign-out cannot fail in a way that matters.
    await signOut().catch(() => undefined);
    toast.success('Your account has been deleted.');
    await navigate('/login', { replace: true });
  };

  return (
    <div className="settings-tab">
      <h2>Account</h2>
      <section className="danger-zone" aria-labelledby="delete-account-title">
        <h3 id="delete-account-title">Delete Account</h3>
        <p>Deleting your account removes your profile, progress, sessions and avatar for good. This cannot be undone.</p>
        <Button variant="danger" disabled={!ready} onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
        <FormMessage error={error} />
      </section>
      {confirming ? (
        <ConfirmDialog
          title="Delete your account?"
          description="Are you sure you want to delete your account? All of your data will be permanently removed."
          confirmLabel="Yes, Delete My Account"
          busyLabel="Deleting..."
          destructive
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
