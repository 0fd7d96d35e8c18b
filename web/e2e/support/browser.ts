import { createServer } from 'node:net';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM } from '../../../scripts/preflight';

/**
 * Chromium's headless shell from the system (Debian's `chromium-headless-shell`, the same Blink
 * without the desktop browser around it), with no background traffic. The shell, not `chromium
 * --headless`: the same journey costs it a fifth to a third less CPU (friends 20 against 30
 * core-s, accessibility 27 against 34, discussions 34 against 43, measured back to back).
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    // The same browser the preflight (scripts/preflight.ts) found.
    executablePath: process.env.CHROMIUM_PATH || HEADLESS_CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * A journey's browser context, asking for reduced motion: the home page's carousels stop rotating
 * and the CSS's endless animations stop, so an idle home page costs Chromium 0.01 of a core instead
 * of 0.17; screens look the same, only still. Set here, per context: Playwright's own default
 * (no-preference) overrides Chromium's --force-prefers-reduced-motion flag.
 */
export function newContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  return browser.newContext({ reducedMotion: 'reduce', ...options });
}

export interface PageWatch {
  /** Console errors and uncaught exceptions, in order. */
  readonly errors: string[];
  /** Every URL the page requested. */
  readonly requests: string[];
}

export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { errors: [], requests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') watch.errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => watch.errors.push(`page error: ${error.message}`));
  page.on('request', (request) => watch.requests.push(request.url()));
  page.on('websocket', (socket) => watch.requests.push(socket.url()));
  return watch;
}

/** The requests that left this machine's loopback address. */
export function offLoopback(urls: readonly string[]): string[] {
  return urls.filter((url) => {
    const { protocol, hostname } = new URL(url);
    if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return false;
    return hostname !== '127.0.0.1';
  });
}

/** Ports nothing listens on right now, so a test does not collide with a running `npm start`. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => {
      const server = createServer();
      return new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve(server));
      });
    }),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
