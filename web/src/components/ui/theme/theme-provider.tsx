import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { applyThemeClass, readStoredTheme, resolveTheme, storeTheme, systemDarkQuery, type AppliedTheme, type ThemeChoice } from './theme';

interface ThemeContextValue {
  readonly choice: ThemeChoice;
  readonly applied: AppliedTheme;
  setTheme(choice: ThemeChoice): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Applies the chosen theme to the page and, for `auto`, follows the system setting as it changes. */
export function ThemeProvider({ children }: { readonly children: ReactNode }) {
  const [choice, setChoice] = useState<ThemeChoice>(() => readStoredTheme());
  const [systemDark, setSystemDark] = useState(() => systemDarkQuery()?.matches ?? true);

  useEffect(() => {
    const query = systemDarkQuery();
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const applied = resolveTheme(choice, systemDark);
  useEffect(() => applyThemeClass(applied), [applied]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      choice,
      applied,
      setTheme(next) {
        storeTheme(next);
        setChoice(next);
      },
    }),
    [choice, applied],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}
