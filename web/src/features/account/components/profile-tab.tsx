import { QueryView } from '@web/components/ui/query-view';
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
      <QueryView query={me} loading="Loading profile..." error={(error) => error.message}>
        {(profile) => (
          <>
            <AvatarUpload profile={profile} ready={ready} />
            {/* Keyed by user: the form's edits survive a refetch of the same profile. */}
            <ProfileForm key={profile.userId} profile={profile} ready={ready} />
          </>
        )}
      </QueryView>
    </div>
  );
}
