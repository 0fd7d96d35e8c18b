import { queryOptions } from '@tanstack/react-query';
import { SESSIONS_SHOWN, type UserSession } from '@contract/account/sessions';
import { sessionsApi } from '@contract/api/sessions';
import type { ApiClient } from '@web/lib/api-client';

/** GET /me/sessions: the caller's own sessions, latest first; the settings show the latest 3. */
export async function listSessions(api: ApiClient, signal?: AbortSignal): Promise<UserSession[]> {
  const { sessions } = await api.call(sessionsApi.listSessions, { signal });
  return [...sessions].sort((a, b) => b.lastActive.localeCompare(a.lastActive)).slice(0, SESSIONS_SHOWN);
}

export const sessionsQueryKey = (userId: string | undefined) => ['me', userId ?? 'signed-out', 'sessions'] as const;

export function sessionsQueryOptions(api: ApiClient, userId: string | undefined) {
  return queryOptions({
    queryKey: sessionsQueryKey(userId),
    queryFn: ({ signal }) => listSessions(api, signal),
    enabled: Boolean(userId),
  });
}
