import { createServer } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Headless Chromium from the system (Debian's `chromium`), with no background traffic, and asking
 * for reduced motion: the app's endless animations stop (the CSS honours the setting), which cuts
 * the renderer's CPU by about a quarter in a journey; screens look the same, only still.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    // The same browser the preflight (scripts/preflight.ts) found.
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--force-prefers-reduced-motion'],
  });
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
