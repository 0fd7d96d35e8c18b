import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Profile } from '@contract/account/profile';
import { useApiClient } from '@web/lib/api-client';
import { meQueryKey, useMe } from '@web/lib/me';
import { saveEditorTheme } from './save-editor-theme';
import { type EditorTheme, isEditorTheme } from './editor-themes';

/**
 * The profile's codeEditorTheme, and a change of it from a solving screen: the choice follows the
 * student to every device; a failed save keeps it for this session.
 */
export function useEditorTheme(userId: string): { readonly theme: EditorTheme | undefined; readonly change: (theme: EditorTheme) => void } {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const me = useMe();
  const change = useCallback(
    (codeEditorTheme: EditorTheme) => {
      queryClient.setQueryData(meQueryKey(userId), (old: Profile | undefined) => old && { ...old, codeEditorTheme });
      void saveEditorTheme(api, codeEditorTheme).catch(() => undefined);
    },
    [api, queryClient, userId],
  );
  const profileTheme = me.data?.codeEditorTheme;
  return { theme: isEditorTheme(profileTheme) ? profileTheme : undefined, change };
}
