import { type ComponentType, type KeyboardEvent, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSettingsReady } from '../hooks/use-settings-ready';
import { AccountTab } from './account-tab';
import { AppearanceTab } from './appearance-tab';
import { PrivacyTab } from './privacy-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { SubscriptionTab } from './subscription-tab';

export interface SettingsTabProps {
  /** False for the first 500 ms after sign-in: saves and uploads wait for it. */
  readonly ready: boolean;
}

const tabs: readonly { id: string; label: string; Panel: ComponentType<SettingsTabProps> }[] = [
  { id: 'profile', label: 'Profile', Panel: ProfileTab },
  { id: 'security', label: 'Security', Panel: SecurityTab },
  { id: 'subscription', label: 'Subscription', Panel: SubscriptionTab },
  { id: 'privacy', label: 'Privacy', Panel: PrivacyTab },
  { id: 'appearance', label: 'Appearance', Panel: AppearanceTab },
  { id: 'account', label: 'Account', Panel: AccountTab },
];

/** Spec 1 §2.10: a left menu of six tabs (stacked on small screens); the open tab is in `?tab=` so it can be linked. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const ready = useSettingsReady();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(0, tabs.findIndex((t) => t.id === params.get('tab')));
  const active = tabs[activeIndex]!;

  const select = (index: number, focus = false) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('tab', tab.id);
      return next;
    }, { replace: true });
    if (focus) tabRefs.current[tabs.indexOf(tab)]?.focus();
  };

  // The WAI-ARIA tabs pattern: arrows move between tabs, Home/End jump to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    if (event.key in moves) select(activeIndex + moves[event.key]!, true);
    else if (event.key === 'Home') select(0, true);
    else if (event.key === 'End') select(tabs.length - 1, true);
    else return;
    event.preventDefault();
  };

  return (
    <div className="page settings">
      <header className="page__header">
        <h1>Settings</h1>
      </header>
      <div className="settings__layout">
        <div role="tablist" aria-label="Settings" aria-orientation="vertical" className="settings__menu" onKeyDown={onKeyDown}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`settings-tab-${tab.id}`}
              aria-selected={index === activeIndex}
              aria-controls={`settings-panel-${tab.id}`}
              tabIndex={index === activeIndex ? 0 : -1}
              className="settings__tab"
              onClick={() => select(index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <section
          role="tabpanel"
          id={`settings-panel-${active.id}`}
          aria-labelledby={`settings-tab-${active.id}`}
          className="settings__panel"
          tabIndex={0}
        >
          <active.Panel ready={ready} />
        </section>
      </div>
    </div>
  );
}
