import { mutationOptions } from '@tanstack/react-query';
import { sessionsApi } from '@contract/api/sessions';
import type { ApiClient } from '../../api-client';

/** POST /me/sign-out: the session is marked inactive and presence goes offline (docs/requirements/accounts.md §3). */
export async function endSession(api: ApiClient, sessionId: string | null): Promise<void> {
  await api.call(sessionsApi.signOut, { body: sessionId ? { sessionId } : {} });
}

export function endSessionMutationOptions(api: ApiClient) {
  return mutationOptions({ mutationKey: ['me', 'sign-out'], mutationFn: (sessionId: string | null) => endSession(api, sessionId) });
}
