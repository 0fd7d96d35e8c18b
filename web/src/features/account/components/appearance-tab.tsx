import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { dateFormats, editorThemes, languages, type Profile, themes } from '@contract/account/profile';
import { timezones } from '@contract/timezones';
import { QueryView } from '@web/components/ui/query-view';
import { useTheme } from '@web/components/ui/theme/theme-provider';
import type { ThemeChoice } from '@web/components/ui/theme/theme';
import { useApiClient } from '@web/lib/api-client';
import { meQueryKey, useMe } from '@web/lib/me';
import { type AppearanceUpdate, updateAppearance } from '../api/update-appearance';
import type { SettingsTabProps } from './settings-tab';

const themeLabels: Record<ThemeChoice, string> = { light: 'Light', dark: 'Dark', auto: 'Auto (follow system)' };

/**
 * docs/requirements/accounts.md §10 Appearance: every change applies and saves at once; a failed save is ignored,
 * and the theme is kept in this browser as well, so it applies before the profile loads.
 */
export function AppearanceTab(_: SettingsTabProps) {
  const me = useMe();
  return (
    <QueryView query={me} loading="Loading appearance settings..." error={(error) => error.message}>
      {(profile) => <AppearanceSettings profile={profile} />}
    </QueryView>
  );
}

function AppearanceSettings({ profile }: { readonly profile: Profile }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const id = useId();

  const save = (update: AppearanceUpdate) => {
    queryClient.setQueryData<Profile>(meQueryKey(profile.userId), (p) => (p ? { ...p, ...update } : p));
    updateAppearance(api, update).catch(() => undefined);
  };

  const select = (name: 'language' | 'timezone' | 'dateFormat' | 'codeEditorTheme', label: string, options: readonly { value: string; label: string }[]) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} value={profile[name]} onChange={(e) => save({ [name]: e.target.value } as AppearanceUpdate)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
  const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

  return (
    <div className="settings-tab">
      <h2>Appearance</h2>
      <fieldset className="radio-list radio-list--inline">
        <legend>Theme</legend>
        {themes.map((t) => (
          <label key={t}>
            <input
              type="radio"
              name={`${id}-theme`}
              value={t}
              checked={theme.choice === t}
              onChange={() => {
                theme.setTheme(t);
                save({ theme: t });
              }}
            />
            {themeLabels[t]}
          </label>
        ))}
      </fieldset>
      <div className="form-grid">
        {select('language', 'Language', plain(languages))}
        {select(
          'timezone',
          'Timezone',
          timezones.map((t) => ({ value: t.id, label: t.label })),
        )}
        {select('dateFormat', 'Date Format', plain(dateFormats))}
        {select('codeEditorTheme', 'Code Editor Theme', plain(editorThemes))}
      </div>
    </div>
  );
}
