import { themes } from '@contract/account/profile';

export type ThemeChoice = (typeof themes)[number];
export type AppliedTheme = 'light' | 'dark';

/** docs/requirements/shell.md §5, §10: the theme is kept in local storage; dark by default. */
export const THEME_STORAGE_KEY = 'codearena.theme';
export const DEFAULT_THEME: ThemeChoice = 'dark';
const darkQuery = '(prefers-color-scheme: dark)';

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ThemeChoice {
  const value = storage?.getItem(THEME_STORAGE_KEY);
  return (themes as readonly string[]).includes(value ?? '') ? (value as ThemeChoice) : DEFAULT_THEME;
}

/** Whether this browser has a theme of its own (it then wins over the profile's). */
export function hasStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): boolean {
  return Boolean(storage?.getItem(THEME_STORAGE_KEY));
}

export function storeTheme(choice: ThemeChoice, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode or a full quota: the theme still applies for this visit.
  }
}

/** `auto` follows the system setting; without matchMedia (old browsers) it falls back to dark. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): AppliedTheme {
  if (choice === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** Puts exactly one of theme-dark / theme-light on the page root (the stylesheet keys off it). */
export function applyThemeClass(theme: AppliedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('theme-dark', theme === 'dark');
  root.classList.toggle('theme-light', theme === 'light');
}

export function systemDarkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
