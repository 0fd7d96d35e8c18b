import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { FakeSocket } from '@web/lib/realtime/fake-socket';
import { listenForTheFile } from './msw';
import { installUserAgentComputedStyle } from './ua-computed-style';

// Pages load lazily (app/routes/lazy-page.tsx): a file's first visit to a page compiles that page's
// module graph, which on a busy 2-core machine can take longer than find*'s default 1 s (the test timeout stays 5 s).
configure({ asyncUtilTimeout: 3_000, getElementError: elementError });

/**
 * Testing Library's own, except inside a find*'s or waitFor's retries, whose failed queries' errors
 * are dropped (waitFor adds the page to the one it reports): printing the whole page for each retry
 * cost a twentieth of the web project's CPU. Testing Library marks those retries with this flag.
 */
function elementError(message: string | null, container: Element): Error {
  const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
  const page = retrying ? '' : `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`;
  const error = new Error([message, page].filter(Boolean).join('\n\n'));
  error.name = 'TestingLibraryElementError';
  return error;
}

// jsdom's style cascade, for the three properties Testing Library reads of every node it names or clicks.
installUserAgentComputedStyle(window);

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
