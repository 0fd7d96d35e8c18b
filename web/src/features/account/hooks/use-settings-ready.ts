import { useAuth } from '@web/lib/auth/auth-context';
import { useDelayedFlag } from '@web/lib/hooks/use-delayed-flag';

/** docs/requirements/accounts.md §8, §12: uploads and saves are enabled 500 ms after authentication completes. */
export const SETTINGS_READY_DELAY_MS = 500;

export function useSettingsReady(): boolean {
  const { state } = useAuth();
  return useDelayedFlag(state.status === 'signedIn', SETTINGS_READY_DELAY_MS);
}
