import { siteApi } from '@contract/api/site';
import type { ContactMessageInput } from '@contract/contact';
import type { ApiClient } from '@web/lib/api-client';

/** POST /contact-messages (signed in): stored in the table (docs/decisions/D12), at most 5 a day. */
export function submitContactMessage(api: ApiClient, message: ContactMessageInput) {
  return api.call(siteApi.submitContactMessage, { body: message });
}
