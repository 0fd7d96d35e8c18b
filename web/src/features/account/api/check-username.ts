import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '@web/lib/api-client';

/** GET /usernames/{username}: whether another account already holds it (the reserved names are checked locally first). */
export function checkUsername(api: ApiClient, username: string, signal?: AbortSignal) {
  return api.call(profileApi.checkUsername, { params: { username }, signal });
}
