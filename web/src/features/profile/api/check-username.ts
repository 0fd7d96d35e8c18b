import { usernameAvailabilitySchema } from '../../../../../contract/account/profile';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

/** GET /usernames/{username}: whether another account already holds it (the reserved names are checked locally first). */
export function checkUsername(api: ApiClient, username: string, signal?: AbortSignal) {
  const path = apiPath('CheckUsername').replace('{username}', encodeURIComponent(username));
  return api.request(path, { schema: usernameAvailabilitySchema, signal });
}
