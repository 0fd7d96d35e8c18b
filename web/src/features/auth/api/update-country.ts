import { mutationOptions } from '@tanstack/react-query';
import { profileApi } from '@contract/api/profile';
import type { CountryCode } from '@contract/countries';
import type { ApiClient } from '@web/lib/api-client';

/** PATCH /me {country}: the country dialog's save (docs/requirements/accounts.md §3). */
export async function updateCountry(api: ApiClient, country: CountryCode): Promise<void> {
  await api.call(profileApi.updateMe, { body: { country } });
}

export function updateCountryMutationOptions(api: ApiClient) {
  return mutationOptions({ mutationKey: ['me', 'country'], mutationFn: (country: CountryCode) => updateCountry(api, country) });
}
