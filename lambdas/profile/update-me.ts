import { changeUsername, updateProfile } from '../data/profile-updates';
import { getUsernameOwner } from '../data/usernames';
import { getAccountItems, getProfile } from '../data/user-profiles';
import { profileApi } from '@contract/api/profile';
import { httpRoute } from '../shared/http-handler';
import { avatarUrl } from '../platform/avatar-storage';
import { updateMe } from './profile';

/** PATCH /me: the profile tab's fields, username uniqueness by transaction. */
export const handler = httpRoute(profileApi.updateMe, (input, { caller }) =>
  updateMe(
    { profiles: { getProfile, getAccountItems, updateProfile }, usernames: { getUsernameOwner, changeUsername }, avatarUrlOf: (key) => avatarUrl(key) },
    caller,
    input,
  ),
);
