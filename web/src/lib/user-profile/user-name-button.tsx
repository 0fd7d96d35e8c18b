import './user-name-button.css';
import type { ReactNode } from 'react';
import { useOpenUserProfile } from './user-profile-context';

interface UserNameButtonProps {
  readonly userId: string;
  /** The name shown, and read in the button's accessible name 'View profile of {name}'. */
  readonly name: string;
  /** What the button shows instead of the bare name (an avatar with the name, say). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * A user's name that opens their profile popup: use it wherever a user is named (leaderboards,
 * friends, chat). Looks like text; is a real button (keyboard, screen readers). Outside the app
 * shell (no popup to open) it is the plain name.
 */
export function UserNameButton({ userId, name, children, className }: UserNameButtonProps) {
  const open = useOpenUserProfile();
  if (!open) return <span className={className}>{children ?? name}</span>;
  return (
    <button
      type="button"
      className={className ? `user-name-button ${className}` : 'user-name-button'}
      aria-label={`View profile of ${name}`}
      onClick={() => open(userId)}
    >
      {children ?? name}
    </button>
  );
}
