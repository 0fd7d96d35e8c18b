import { ActiveSessions } from './active-sessions';
import { ChangePasswordForm } from './change-password-form';
import type { SettingsTabProps } from './settings-tab';

/** docs/requirements/accounts.md §9 Security: change password, then the latest sessions. */
export function SecurityTab({ ready }: SettingsTabProps) {
  return (
    <div className="settings-tab">
      <h2>Security</h2>
      <ChangePasswordForm ready={ready} />
      <ActiveSessions />
    </div>
  );
}
