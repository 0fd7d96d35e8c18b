import type { z } from 'zod';
import type { appearanceUpdateSchema } from '@contract/account/profile';
import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '@web/lib/api-client';

export type AppearanceUpdate = z.input<typeof appearanceUpdateSchema>;

/** PUT /me/appearance: theme, date format, timezone, language, editor theme. */
export async function updateAppearance(api: ApiClient, update: AppearanceUpdate): Promise<void> {
  await api.call(profileApi.updateAppearance, { body: update });
}
