import { setAvatarResponseSchema } from '../../../../../contract/account/avatar';
import type { ApiClient } from '../../../lib/api-client';
import { apiPath } from '../../../lib/api-paths';

/** PUT /me/avatar: the uploaded object becomes the avatar; answers its URL. */
export function setAvatar(api: ApiClient, key: string) {
  return api.request(apiPath('SetAvatar'), { method: 'PUT', body: { key }, schema: setAvatarResponseSchema });
}
