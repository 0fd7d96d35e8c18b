import { updateProfile } from '../data/profile-updates';
import { profileApi } from '@contract/api/profile';
import { httpRoute } from '../shared/http-handler';
import { updatePrivacy } from './profile';

/** PUT /me/privacy: any of showBadges, showMessages, showStatus. */
export const handler = httpRoute(profileApi.updatePrivacy, (input, { caller }) => updatePrivacy({ profiles: { updateProfile } }, caller, input));
