import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '@web/components/ui/dialog';
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!user) return setError(s.deleteUserMissing);
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(api);
    } catch (e) {
      setBusy(false);
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
        <button type="button" className="button button--danger" disabled={!ready} onClick={() => setConfirming(true)}>
          Delete Account
        </button>
        <FormMessage error={error} />
      </section>
      {confirming ? (
        <Dialog
          title="Delete your account?"
          description="Are you sure you want to delete your account? All of your data will be permanently removed."
          onClose={busy ? undefined : () => setConfirming(false)}
        >
          <div className="dialog__actions">
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button type="button" className="button button--danger" disabled={busy} aria-busy={busy} onClick={() => void confirmDelete()}>
              {busy ? 'Deleting...' : 'Yes, Delete My Account'}
            </button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
