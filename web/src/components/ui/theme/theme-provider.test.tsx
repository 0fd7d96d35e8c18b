import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from './theme';
import { ThemeProvider, useTheme } from './theme-provider';

/** A controllable prefers-color-scheme query. */
function fakeSystemTheme(initiallyDark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  window.matchMedia = vi.fn(() => query) as unknown as typeof window.matchMedia;
  return (dark: boolean) => {
    query.matches = dark;
    act(() => listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent)));
  };
}

function Picker() {
  const { choice, setTheme } = useTheme();
  return (
    <>
      <p>choice: {choice}</p>
      {(['light', 'dark', 'auto'] as const).map((t) => (
        <button key={t} type="button" onClick={() => setTheme(t)}>
          {t}
        </button>
      ))}
    </>
  );
}

const root = document.documentElement;

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    root.className = '';
  });
  afterEach(() => {
    delete (window as Partial<Window>).matchMedia;
  });

  it('is dark by default', () => {
    fakeSystemTheme(false);
    render(
      <ThemeProvider>
        <Picker />
      </ThemeProvider>,
    );
    expect(root).toHaveClass('theme-dark');
    expect(root).not.toHaveClass('theme-light');
  });

  it('applies and stores a chosen theme, and reads it back on the next visit', async () => {
    fakeSystemTheme(true);
    const view = render(
      <ThemeProvider>
        <Picker />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(root).toHaveClass('theme-light');
    expect(root).not.toHaveClass('theme-dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    view.unmount();
    root.className = '';
    render(
      <ThemeProvider>
        <Picker />
      </ThemeProvider>,
    );
    expect(screen.getByText('choice: light')).toBeInTheDocument();
    expect(root).toHaveClass('theme-light');
  });

  it('auto follows the system setting live', async () => {
    const setSystemDark = fakeSystemTheme(false);
    render(
      <ThemeProvider>
        <Picker />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'auto' }));
    expect(root).toHaveClass('theme-light');
    setSystemDark(true);
    expect(root).toHaveClass('theme-dark');
    setSystemDark(false);
    expect(root).toHaveClass('theme-light');
  });
});
