import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';

/** Spec 1 §2.10, §9: uploads and saves are enabled 500 ms after authentication completes. */
export const SETTINGS_READY_DELAY_MS = 500;

export function useSettingsReady(): boolean {
  const { state } = useAuth();
  const signedIn = state.status === 'signedIn';
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    if (!signedIn) return;
    const timer = setTimeout(() => setReady(true), SETTINGS_READY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn]);
  return ready;
}
