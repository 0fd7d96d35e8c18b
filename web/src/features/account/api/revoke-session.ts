import { sessionsApi } from '@contract/api/sessions';
import type { ApiClient } from '@web/lib/api-client';

/** DELETE /me/sessions/{sessionId}: the server refuses a session that is not the caller's. */
export async function revokeSession(api: ApiClient, sessionId: string): Promise<void> {
  await api.call(sessionsApi.revokeSession, { params: { sessionId } });
}
