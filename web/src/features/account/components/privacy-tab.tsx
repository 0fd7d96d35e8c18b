import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '@contract/account/profile';
import { useApiClient } from '@web/lib/api-client';
import { useRealtime } from '@web/lib/realtime/realtime-provider';
import { meQueryKey, useMe } from '@web/lib/me';
import { updatePrivacy } from '../api/update-privacy';
import type { SettingsTabProps } from './settings-tab';
import { Switch } from '@web/components/ui/switch';

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
  const api = useApiClient();
  const queryClient = useQueryClient();
  const realtime = useRealtime();
  const me = useMe();
  const [dataCollection, setDataCollection] = useState(readDataCollection);

  if (me.isPending) return <p role="status">Loading privacy settings...</p>;
  if (me.isError) return <p role="alert">{me.error.message}</p>;
  const key = meQueryKey(me.data.userId);

  const setFlag = (flag: StoredFlag, value: boolean) =>
    queryClient.setQueryData<Profile>(key, (p) => (p ? { ...p, [flag]: value } : p));

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
            <Switch label={label} description={description} checked={me.data[flag]} disabled={!ready} onChange={(v) => void change(flag, v)} />
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
