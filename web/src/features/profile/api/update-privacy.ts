import type { z } from 'zod';
import { privacyUpdateSchema } from '../../../../../contract/account/profile';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

export type PrivacyUpdate = z.input<typeof privacyUpdateSchema>;

/** PUT /me/privacy: showBadges, showMessages (allow messages), showStatus (show online status). */
export async function updatePrivacy(api: ApiClient, update: PrivacyUpdate): Promise<void> {
  await api.request(apiPath('UpdatePrivacy'), { method: 'PUT', body: privacyUpdateSchema.parse(update) });
}
