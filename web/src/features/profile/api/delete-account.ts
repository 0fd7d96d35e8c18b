import type { z } from 'zod';
import type { deleteAccountSchema } from '../../../../../contract/account/account';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

/** DELETE /me: removes the Cognito user and every item of the user's. */
export async function deleteAccount(api: ApiClient, body: z.input<typeof deleteAccountSchema> = {}): Promise<void> {
  await api.request(apiPath('DeleteMe'), { method: 'DELETE', body });
}
