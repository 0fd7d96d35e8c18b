import { updateProfile } from '../data/profile-updates';
import { profileApi } from '@contract/api/profile';
import { httpRoute } from '../shared/http-handler';
import { updateAppearance } from './profile';

/** PUT /me/appearance: any of theme, dateFormat, timezone, language, codeEditorTheme. */
export const handler = httpRoute(profileApi.updateAppearance, (input, { caller }) => updateAppearance({ profiles: { updateProfile } }, caller, input));
