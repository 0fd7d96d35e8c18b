import { getAccountItems, getProfile } from '../data/user-profiles';
import { updateProfile } from '../data/profile-updates';
import { profileApi } from '@contract/api/profile';
import { httpRoute } from '../shared/http-handler';
import { avatarUrl } from '../platform/avatar-storage';
import { getMe } from './profile';

/** GET /me: the caller's own profile, defaults backfilled. */
export const handler = httpRoute(profileApi.getMe, (_input, { caller }) =>
  getMe({ profiles: { getProfile, getAccountItems, updateProfile }, avatarUrlOf: (key) => avatarUrl(key) }, caller),
);
