import { appearanceUpdateSchema } from '../../contract/account/profile';
import { updateProfile } from '../data/profile-updates';
import { httpRoute } from '../shared/http-handler';
import { updateAppearance } from './profile';

/** PUT /me/appearance: any of theme, dateFormat, timezone, language, codeEditorTheme. */
export const handler = httpRoute({
  access: 'user',
  input: appearanceUpdateSchema,
  handle: (input, { caller }) => updateAppearance({ profiles: { updateProfile } }, caller!, input),
});
