import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { listenForTheFile } from './msw';

// Pages load lazily (app/routes/lazy-page.tsx): a file's first visit to a page compiles that page's
// module graph, which on a busy 2-core machine can take longer than find*'s default 1 s (the test timeout stays 5 s).
configure({ asyncUtilTimeout: 3_000 });

// jsdom does not implement scrolling; the shell scrolls to top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// What Radix's popups (menus, dialogs) use and jsdom lacks: size observation and pointer capture.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// MSW answers the tests' HTTP (test/msw.ts). Registered before the cleanup below: after-each hooks run
// last-registered first, so a test's page is unmounted before its unhandled requests are checked.
listenForTheFile();

// The web project shares one jsdom per worker across files (vitest.config.ts, isolate: false):
// whatever a test leaves in the window or in a module's static state is cleared for the next.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  FakeSocket.reset();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
