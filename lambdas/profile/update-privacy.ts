import { privacyUpdateSchema } from '../../contract/account/profile';
import { updateProfile } from '../data/profile-updates';
import { httpRoute } from '../shared/http-handler';
import { updatePrivacy } from './profile';

/** PUT /me/privacy: any of showBadges, showMessages, showStatus. */
export const handler = httpRoute({
  access: 'user',
  input: privacyUpdateSchema,
  handle: (input, { caller }) => updatePrivacy({ profiles: { updateProfile } }, caller!, input),
});
