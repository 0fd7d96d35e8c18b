import { mutationOptions } from '@tanstack/react-query';
import { profileUpdateSchema } from '../../../../../contract/account/profile';
import type { CountryCode } from '../../../../../contract/countries';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

/** PATCH /me {country}: the country dialog's save (spec 1 §2.2, §4). */
export async function updateCountry(api: ApiClient, country: CountryCode): Promise<void> {
  await api.request(apiPath('UpdateMe'), { method: 'PATCH', body: profileUpdateSchema.parse({ country }) });
}

export function updateCountryMutationOptions(api: ApiClient) {
  return mutationOptions({ mutationKey: ['me', 'country'], mutationFn: (country: CountryCode) => updateCountry(api, country) });
}
