import { newsletterSubscribeResponseSchema } from '../../../../../contract/account/newsletter';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

/** POST /newsletter (public): stored in the table (DESIGN D12). */
export function subscribeNewsletter(api: ApiClient, email: string) {
  return api.request(apiPath('SubscribeNewsletter'), { method: 'POST', body: { email }, schema: newsletterSubscribeResponseSchema });
}
