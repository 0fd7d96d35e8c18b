import { type Profile, type ProfileUpdate, profileSchema } from '../../../../../contract/account/profile';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

/**
 * PATCH /me with any subset of the profile tab's fields (validated by the same schema on the
 * server). Answers the saved profile when the server sends it back, else null (then re-read GET /me).
 */
export async function updateMe(api: ApiClient, update: ProfileUpdate): Promise<Profile | null> {
  const answer = await api.request(apiPath('UpdateMe'), { method: 'PATCH', body: update });
  const saved = profileSchema.safeParse(answer);
  return saved.success ? saved.data : null;
}
