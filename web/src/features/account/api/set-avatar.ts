import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '@web/lib/api-client';

/** PUT /me/avatar: the uploaded object becomes the avatar; answers its URL. */
export function setAvatar(api: ApiClient, key: string) {
  return api.call(profileApi.setAvatar, { body: { key } });
}
