import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '@contract/account/profile';
import { QueryView } from '@web/components/ui/query-view';
import { Switch } from '@web/components/ui/switch';
import { useApiClient } from '@web/lib/api-client';
import { useRealtime } from '@web/lib/realtime/realtime-provider';
import { meQueryKey, useMe } from '@web/lib/me';
import { updatePrivacy } from '../api/update-privacy';
import type { SettingsTabProps } from './settings-tab';

type StoredFlag = 'showBadges' | 'showMessages' | 'showStatus';

const storedToggles: readonly { flag: StoredFlag; label: string; description: string }[] = [
  { flag: 'showBadges', label: 'Show badges', description: 'Other users can see the badges you have earned.' },
  { flag: 'showMessages', label: 'Allow messages', description: 'Friends can send you chat messages.' },
  { flag: 'showStatus', label: 'Show online status', description: 'Other users can see when you are online.' },
];

/** docs/requirements/accounts.md §10: data collection is a preference of this browser only. */
export const DATA_COLLECTION_STORAGE_KEY = 'codearena.dataCollection';

function readDataCollection(): boolean {
  try {
    return localStorage.getItem(DATA_COLLECTION_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** docs/requirements/accounts.md §10 Privacy: each flip is saved at once; a failed save flips it back without a message. */
export function PrivacyTab({ ready }: SettingsTabProps) {
  const me = useMe();
  return (
    <QueryView query={me} loading="Loading privacy settings..." error={(error) => error.message}>
      {(profile) => <PrivacySettings profile={profile} ready={ready} />}
    </QueryView>
  );
}

function PrivacySettings({ profile, ready }: { readonly profile: Profile; readonly ready: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const [dataCollection, setDataCollection] = useState(readDataCollection);
  const key = meQueryKey(profile.userId);

  const setFlag = (flag: StoredFlag, value: boolean) => queryClient.setQueryData<Profile>(key, (p) => (p ? { ...p, [flag]: value } : p));

  const change = async (flag: StoredFlag, value: boolean) => {
    setFlag(flag, value);
    if (flag === 'showStatus') realtime.setStatusVisibility(value);
    try {
      await updatePrivacy(api, { [flag]: value });
    } catch {
      setFlag(flag, !value);
      if (flag === 'showStatus') realtime.setStatusVisibility(!value);
    }
  };

  return (
    <div className="settings-tab">
      <h2>Privacy</h2>
      <ul className="toggle-list">
        {storedToggles.map(({ flag, label, description }) => (
          <li key={flag}>
            <Switch label={label} description={description} checked={profile[flag]} disabled={!ready} onChange={(v) => void change(flag, v)} />
          </li>
        ))}
        <li>
          <Switch
            label="Data collection"
            description="Help improve CodeArena with anonymous usage data from this browser."
            checked={dataCollection}
            onChange={(value) => {
              setDataCollection(value);
              try {
                localStorage.setItem(DATA_COLLECTION_STORAGE_KEY, String(value));
              } catch {
                // Kept for this visit only.
              }
            }}
          />
        </li>
      </ul>
    </div>
  );
}
