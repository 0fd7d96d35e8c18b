import { useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import { CountryDialog } from './country-dialog';

/**
 * Spec 1 §4: a signed-in account without a country gets the country dialog instead of being
 * treated as signed in; saving signs it in (the route guard then moves on), Cancel closes it.
 * `attempt` changes with each sign-in, so a new sign-in asks again after a Cancel.
 */
export function CountryGate({ attempt = 0 }: { readonly attempt?: number }) {
  const { state, refresh } = useAuth();
  const [cancelled, setCancelled] = useState<string | null>(null);
  if (state.status !== 'needsCountry') return null;
  const key = `${state.user.userId}:${attempt}`;
  if (cancelled === key) return null;
  return (
    <CountryDialog
      onSaved={async () => {
        await refresh();
      }}
      onCancel={() => setCancelled(key)}
    />
  );
}
