import { useMe } from '@web/lib/me';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';
import type { SettingsTabProps } from './settings-tab';

/** docs/requirements/accounts.md §8 Profile: the avatar, then the profile fields. */
export function ProfileTab({ ready }: SettingsTabProps) {
  const me = useMe();
  return (
    <div className="settings-tab">
      <h2>Profile</h2>
      {me.isPending ? (
        <p role="status">Loading profile...</p>
      ) : me.isError ? (
        <p className="form-message form-message--error" role="alert">
          {me.error.message}
        </p>
      ) : (
        <>
          <AvatarUpload profile={me.data} ready={ready} />
          {/* Keyed by user: the form's edits survive a refetch of the same profile. */}
          <ProfileForm key={me.data.userId} profile={me.data} ready={ready} />
        </>
      )}
    </div>
  );
}
