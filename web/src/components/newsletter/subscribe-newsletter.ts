import type { z } from 'zod';
import { siteApi } from '@contract/api/site';
import type { newsletterSubscribeSchema } from '@contract/account/newsletter';
import type { ApiClient } from '@web/lib/api-client';

/** POST /newsletter (public): stored in the table (docs/decisions/D12). */
export function subscribeNewsletter(api: ApiClient, email: z.input<typeof newsletterSubscribeSchema>['email']) {
  return api.call(siteApi.subscribeNewsletter, { body: { email } });
}
