import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

/** DELETE /me/sessions/{sessionId}: the server refuses a session that is not the caller's. */
export async function revokeSession(api: ApiClient, sessionId: string): Promise<void> {
  await api.request(apiPath('RevokeSession').replace('{sessionId}', encodeURIComponent(sessionId)), { method: 'DELETE' });
}
