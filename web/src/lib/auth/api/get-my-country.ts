import { queryOptions } from '@tanstack/react-query';
import { profileSchema } from '../../../../../contract/account/profile';
import type { ApiClient } from '../../api-client';
import { apiPath } from '../../api-paths';

/** Only the part of GET /me that decides whether the country dialog is needed (spec 1 §4). */
const myCountrySchema = profileSchema.pick({ country: true });

/** GET /me → the profile's country, or null when the profile has none. */
export async function getMyCountry(api: ApiClient, signal?: AbortSignal): Promise<{ name: string; code: string } | null> {
  const { country } = await api.request(apiPath('GetMe'), { schema: myCountrySchema, signal });
  return country ?? null;
}

export function myCountryQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: ['me', userId, 'country'],
    queryFn: ({ signal }) => getMyCountry(api, signal),
    staleTime: 0,
  });
}
