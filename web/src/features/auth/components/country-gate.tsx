import { useAuth } from '@web/lib/auth/auth-context';
import { CountryDialog } from './country-dialog';

/**
 * docs/requirements/accounts.md §3: a signed-in account without a country gets the country dialog instead of being
 * treated as signed in; saving signs it in (the route guard then moves on). Cancel signs the account
 * out (docs/requirements/accounts.md §3): the spec's "Cancel closes it" would leave a Cognito session that is neither signed
 * in nor out, which blocked the next sign-in; a new sign-in asks again.
 */
export function CountryGate(_props: { readonly attempt?: number }) {
  const { state, refresh, signOut } = useAuth();
  if (state.status !== 'needsCountry') return null;
  return (
    <CountryDialog
      onSaved={async () => {
        await refresh();
      }}
      onCancel={() => void signOut()}
    />
  );
}
