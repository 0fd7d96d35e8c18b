import { useEffect } from 'react';
import { hasStoredTheme } from '../../components/ui/theme/theme';
import { useTheme } from '../../components/ui/theme/theme-provider';
import { useMe } from '@web/lib/me';

/**
 * On a browser that has no theme of its own yet (a new device), the theme saved in the profile
 * applies; afterwards this browser's choice stands, so the page never flips under the user.
 */
export function ThemeFromProfile() {
  const profileTheme = useMe().data?.theme;
  const { setTheme } = useTheme();
  useEffect(() => {
    if (profileTheme && !hasStoredTheme()) setTheme(profileTheme);
  }, [profileTheme, setTheme]);
  return null;
}
