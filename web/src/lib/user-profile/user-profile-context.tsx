/**
 * Opening the user profile popup (docs/requirements/friends.md §6: "a panel available on all screens")
 * from any user name in any feature. Features may not import each other, so the opener lives here:
 * the app shell mounts <UserProfileProvider> with the popup of features/user-profile, and any feature
 * shows a name as <UserNameButton> (./user-name-button.tsx) or calls useOpenUserProfile().
 */
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { useLocation } from 'react-router';

type OpenUserProfile = (userId: string) => void;

const UserProfileContext = createContext<OpenUserProfile | null>(null);

interface UserProfileProviderProps {
  readonly children: ReactNode;
  /** The popup for the user opened, while one is; `close` dismisses it. */
  readonly renderPopup: (userId: string, close: () => void) => ReactNode;
}

/** Holds which user's profile is open (one at a time) and renders the popup for it. */
export function UserProfileProvider({ children, renderPopup }: UserProfileProviderProps) {
  const [userId, setUserId] = useState<string | null>(null);
  const close = useCallback(() => setUserId(null), []);
  // Another page (the browser's Back button) closes the popup rather than leaving it over a new page:
  // reset while rendering the new path (React's "adjusting state when a prop changes"), no effect.
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setUserId(null);
  }
  return (
    <UserProfileContext value={setUserId}>
      {children}
      {userId ? renderPopup(userId, close) : null}
    </UserProfileContext>
  );
}

/** Opens the profile popup of a user; null outside the app shell (a name is then plain text). */
export function useOpenUserProfile(): OpenUserProfile | null {
  return useContext(UserProfileContext);
}
