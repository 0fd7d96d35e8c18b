import { profileApi } from '@contract/api/profile';
import type { ApiClient } from '@web/lib/api-client';
import type { EditorTheme } from './editor-themes';

/** PUT /me/appearance with the editor theme alone: the solving screen's theme select saves to the profile. */
export async function saveEditorTheme(api: ApiClient, codeEditorTheme: EditorTheme): Promise<void> {
  await api.call(profileApi.updateAppearance, { body: { codeEditorTheme } });
}
