import { queryOptions } from '@tanstack/react-query';
import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '../../api-client';

/** GET /me → the profile's country, or null when the profile has none (whether the country dialog is needed, docs/requirements/accounts.md §3). */
export async function getMyCountry(api: ApiClient, signal?: AbortSignal): Promise<{ name: string; code: string } | null> {
  const { country } = await api.call(profileApi.getMe, { signal });
  return country ?? null;
}

export function myCountryQueryOptions(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: ['me', userId, 'country'],
    queryFn: ({ signal }) => getMyCountry(api, signal),
    staleTime: 0,
  });
}
