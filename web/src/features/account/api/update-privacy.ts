import type { z } from 'zod';
import type { privacyUpdateSchema } from '@contract/account/profile';
import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '@web/lib/api-client';

export type PrivacyUpdate = z.input<typeof privacyUpdateSchema>;

/** PUT /me/privacy: showBadges, showMessages (allow messages), showStatus (show online status). */
export async function updatePrivacy(api: ApiClient, update: PrivacyUpdate): Promise<void> {
  await api.call(profileApi.updatePrivacy, { body: update });
}
