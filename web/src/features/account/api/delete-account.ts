import type { z } from 'zod';
import type { deleteAccountSchema } from '@contract/account/account';
import { accountApi } from '@contract/api/account';
import type { ApiClient } from '@web/lib/api-client';

/** DELETE /me: removes the Cognito user and every item of the user's. */
export async function deleteAccount(api: ApiClient, body: z.input<typeof deleteAccountSchema> = {}): Promise<void> {
  await api.call(accountApi.deleteMe, { body });
}
