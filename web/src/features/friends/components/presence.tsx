import type { PresenceStatus } from '@contract/friends';
import { friendsTexts } from '../lib/friends-texts';

/** docs/requirements/friends.md §5: a dot and Online / Offline; nothing at all when the friend hides their status. */
export function Presence({ status }: { readonly status: PresenceStatus }) {
  if (status === 'hidden') return null;
  return (
    <span className={`friends-presence friends-presence--${status}`}>
      <span className="friends-presence__dot" aria-hidden="true" />
      {status === 'online' ? friendsTexts.online : friendsTexts.offline}
    </span>
  );
}
