import { useAuth } from '@web/lib/auth/auth-context';
import { useDelayedFlag } from '@web/lib/hooks/use-delayed-flag';

/** Spec 1 §2.10, §9: uploads and saves are enabled 500 ms after authentication completes. */
export const SETTINGS_READY_DELAY_MS = 500;

export function useSettingsReady(): boolean {
  const { state } = useAuth();
  return useDelayedFlag(state.status === 'signedIn', SETTINGS_READY_DELAY_MS);
}
