import { setAvatarKey } from '../data/profile-updates';
import { profileApi } from '@contract/api/profile';
import { httpRoute } from '../shared/http-handler';
import { setAvatar } from './avatar';
import { s3AvatarStorage } from './storage-deps';

/** PUT /me/avatar {key}: the checked upload becomes the caller's avatar. */
export const handler = httpRoute(profileApi.setAvatar, ({ key }, { caller }) => setAvatar({ storage: s3AvatarStorage, setAvatarKey }, caller, key));
