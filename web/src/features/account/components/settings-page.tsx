import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '@web/components/ui/tabs';
import { useSettingsReady } from '../hooks/use-settings-ready';
import { AccountTab } from './account-tab';
import { AppearanceTab } from './appearance-tab';
import { PrivacyTab } from './privacy-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import type { SettingsTabProps } from './settings-tab';
import { SubscriptionTab } from './subscription-tab';

const tabs: readonly { id: string; label: string; Panel: ComponentType<SettingsTabProps> }[] = [
  { id: 'profile', label: 'Profile', Panel: ProfileTab },
  { id: 'security', label: 'Security', Panel: SecurityTab },
  { id: 'subscription', label: 'Subscription', Panel: SubscriptionTab },
  { id: 'privacy', label: 'Privacy', Panel: PrivacyTab },
  { id: 'appearance', label: 'Appearance', Panel: AppearanceTab },
  { id: 'account', label: 'Account', Panel: AccountTab },
];

/** docs/requirements/accounts.md §8: a left menu of six tabs (stacked on small screens); the open tab is in `?tab=` so it can be linked. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const ready = useSettingsReady();
  const active = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0]!;

  const select = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="page settings">
      <header className="page__header">
        <h1>Settings</h1>
      </header>
      <Tabs
        label="Settings"
        orientation="vertical"
        value={active.id}
        onValueChange={select}
        items={tabs.map(({ id, label, Panel }) => ({ id, label, panel: <Panel ready={ready} /> }))}
        classNames={{ root: 'settings__layout', list: 'settings__menu', tab: 'settings__tab', panel: 'settings__panel' }}
      />
    </div>
  );
}
