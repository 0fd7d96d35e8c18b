import type { z } from 'zod';
import { appearanceUpdateSchema } from '../../../../../contract/account/profile';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

export type AppearanceUpdate = z.input<typeof appearanceUpdateSchema>;

/** PUT /me/appearance: theme, date format, timezone, language, editor theme. */
export async function updateAppearance(api: ApiClient, update: AppearanceUpdate): Promise<void> {
  await api.request(apiPath('UpdateAppearance'), { method: 'PUT', body: appearanceUpdateSchema.parse(update) });
}
