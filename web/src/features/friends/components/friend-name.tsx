import type { UserSummary } from '@contract/friends';
import { Avatar } from '@web/components/ui/avatar';
import { UserNameButton } from '@web/lib/user-profile/user-name-button';

/** A user's avatar and name in the friends lists; the name opens the profile popup (plain text where none is mounted). */
export function FriendName({ user }: { readonly user: UserSummary }) {
  return (
    <span className="friends-name">
      <Avatar name={user.name} {...(user.avatar ? { src: user.avatar } : {})} />
      <UserNameButton userId={user.userId} name={user.name} className="friends-name__text" />
    </span>
  );
}
