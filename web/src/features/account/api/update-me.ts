import type { z } from 'zod';
import type { Profile, profileUpdateSchema } from '@contract/account/profile';
import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '@web/lib/api-client';

/** PATCH /me with any subset of the profile tab's fields (validated by the same schema on the server); answers the saved profile. */
export function updateMe(api: ApiClient, update: z.input<typeof profileUpdateSchema>): Promise<Profile> {
  return api.call(profileApi.updateMe, { body: update });
}
