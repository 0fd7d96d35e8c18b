import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreeLocalPorts } from '../../local/ports';
import { onSharedDynamoDb } from '../../test/support/stack-on-shared-dynamodb';
import { type LocalStack, startLocalStack } from '../../local/start';
import { openHome, openSignedOut, readHealthWhenAllUp, screenshot } from './support/app-shell-steps';
import { launchChromium, newContext, offLoopback, watchPage } from './support/browser';

// The one journey on Vite's dev server, as `npm start` serves the app; the others share the run's
// production build (support/build-web-app-once.ts).
describe('the web app shell in Chromium, against the local stack', () => {
  let stack: LocalStack | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-web-e2e-'));
    [stack, browser] = await Promise.all([
      startLocalStack({ dataDir, seed: false, ...(await onSharedDynamoDb(await findFreeLocalPorts())) }),
      launchChromium(),
    ]);
    context = await newContext(browser, { viewport: { width: 1280, height: 860 } });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loads the home page, shows every component Up on /status, and sends a visitor from /dashboard to /login', async () => {
    const page = await context!.newPage();
    const watch = watchPage(page);
    const appUrl = stack!.appUrl;

    await openHome(page, appUrl);
    await screenshot(page, 'home');
    // The journeys' contexts ask for reduced motion (support/browser.ts): the page sees it.
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);

    const health = await readHealthWhenAllUp(page, appUrl);
    await screenshot(page, 'status');
    expect(health).toEqual({ table: 'Up', auth: 'Up', storage: 'Up', workflow: 'Up', gateway: 'Up' });

    expect(await openSignedOut(page, appUrl, '/dashboard')).toEqual({ pathname: '/login', heading: 'Sign In' });

    expect(watch.errors).toEqual([]);
    expect(watch.requests.length).toBeGreaterThan(0);
    expect(offLoopback(watch.requests)).toEqual([]);
  });
});
