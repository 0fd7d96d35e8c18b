import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract/account/profile';
import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '@web/lib/api-client';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';

/** GET /me: the caller's own profile. */
export function getMe(api: ApiClient, signal?: AbortSignal): Promise<Profile> {
  return api.call(profileApi.getMe, { signal });
}

/** Keyed by user, so a different sign-in never sees the previous user's profile from the cache. */
export const meQueryKey = (userId: string | undefined) => ['me', userId ?? 'signed-out'] as const;

export function meQueryOptions(api: ApiClient, userId: string | undefined) {
  return queryOptions({
    queryKey: meQueryKey(userId),
    queryFn: ({ signal }) => getMe(api, signal),
    enabled: Boolean(userId),
  });
}

/** The signed-in user's profile; idle while signed out. */
export function useMe() {
  const api = useApiClient();
  const { user } = useAuth();
  return useQuery(meQueryOptions(api, user?.userId));
}
