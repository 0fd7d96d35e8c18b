/** The profile feature's Lambda: the routes of contract/api/profile.ts. */
import { profileApi } from '@contract/api/profile';
import { featureRouter } from '../shared/http-handler';
import { handler as checkUsername } from './check-username';
import { handler as createAvatarUpload } from './create-avatar-upload';
import { handler as getMe } from './get-me';
import { handler as setAvatar } from './set-avatar';
import { handler as updateAppearance } from './update-appearance';
import { handler as updateMe } from './update-me';
import { handler as updatePrivacy } from './update-privacy';

export const handler = featureRouter(profileApi, { getMe, updateMe, updatePrivacy, updateAppearance, checkUsername, createAvatarUpload, setAvatar });
