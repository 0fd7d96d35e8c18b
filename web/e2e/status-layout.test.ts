/**
 * /status on a phone in headless Chromium: the run's build of the app (local/web) with a stand-in gateway
 * that answers /api/health only, so no other service runs. At 390 px the page is no wider than the
 * screen (no sideways scrolling), with every component's name, status, detail and latency shown,
 * even a long error; at 1280 px it is still one table of four columns.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '@contract/health';
import { startWebServer, type RunningWebServer } from '../../local/web';
import { freePorts, launchChromium, newContext, offLoopback, type PageWatch, watchPage } from './support/browser';
import { screenshot } from './support/app-shell-steps';
import { builtWebApp } from './support/built-app';

const report: HealthResponse = {
  status: 'down',
  checkedAt: '2026-11-27T09:30:00.000Z',
  components: {
    table: { status: 'up', detail: 'ACTIVE', latencyMs: 4.2 },
    auth: { status: 'up', latencyMs: 12 },
    storage: { status: 'down', detail: 'connect ECONNREFUSED 127.0.0.1:45690 (s3rver did not answer within 2000 ms)', latencyMs: 2003 },
    workflow: { status: 'up', detail: 'ACTIVE', latencyMs: 20 },
    gateway: { status: 'up', latencyMs: 0 },
  },
};

describe('/status on a phone', () => {
  let gateway: Server | undefined;
  let web: RunningWebServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    gateway = createServer((req, res) => {
      const found = req.url === '/api/health';
      res.writeHead(found ? 503 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? report : { message: 'Not found' }));
    });
    await new Promise<void>((resolve) => gateway!.listen(0, '127.0.0.1', resolve));
    const gatewayEndpoint = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    const [port] = await freePorts(1);
    [web, browser] = await Promise.all([
      startWebServer({
        port: port!,
        builtApp: await builtWebApp(),
        gatewayEndpoint,
        runtimeConfig: {
          stage: 'local',
          region: 'us-east-1',
          userPoolId: 'us-east-1_status',
          userPoolClientId: 'status-client',
          apiUrl: `http://127.0.0.1:${port}/api`,
          webSocketUrl: `ws://127.0.0.1:${port}/ws`,
          authFlowType: 'USER_PASSWORD_AUTH',
        },
      }),
      launchChromium(),
    ]);
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await web?.stop();
    await new Promise((resolve) => (gateway ? gateway.close(resolve) : resolve(undefined)));
  });

  async function openStatus(width: number): Promise<{ page: Page; watch: PageWatch }> {
    const page = await (await newContext(browser!, { viewport: { width, height: 844 } })).newPage();
    const watch = watchPage(page);
    await page.goto(`${web!.endpoint}/status`);
    // The dev server compiles the app's modules on this first visit: generous on a busy machine.
    await page.locator('tr[data-component="gateway"] .status-badge').waitFor({ timeout: 120_000 });
    return { page, watch };
  }

  it('fits 390 px: no sideways scrolling, and every component’s figures in view', async () => {
    const { page, watch } = await openStatus(390);
    // The browser logs the report's 503 (a component is down) as a failed load; nothing else may fail.
    expect(watch.errors.filter((e) => !e.includes('status of 503') || !e.includes('/api/health'))).toEqual([]);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    await screenshot(page, 'status-390');
    expect(widths.screen).toBe(390);
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.body).toBeLessThanOrEqual(390);
    for (const name of ['table', 'auth', 'storage', 'workflow', 'gateway']) {
      const row = page.locator(`tr[data-component="${name}"]`);
      const box = (await row.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(390);
    }
    const storage = page.getByRole('row', { name: /^Storage \(S3\)/ });
    expect(await storage.getByText('Down').isVisible()).toBe(true);
    expect(await storage.getByText(/^connect ECONNREFUSED/).isVisible()).toBe(true);
    expect(await storage.getByText('2003 ms').isVisible()).toBe(true);
    // Still a table to assistive technology: five rows with their component as row header.
    expect(await page.getByRole('rowheader').allTextContents()).toEqual([
      'Table (DynamoDB)',
      'Auth (Cognito)',
      'Storage (S3)',
      'Workflow (Step Functions)',
      'Gateway (API)',
    ]);
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['Component', 'Status', 'Detail', 'Latency']);
    expect(offLoopback(watch.requests)).toEqual([]);
    await page.close();
  });

  it('is still one table of four columns at 1280 px', async () => {
    const { page } = await openStatus(1280);
    const header = page.getByRole('columnheader', { name: 'Latency' });
    expect(await header.isVisible()).toBe(true);
    const rows = await page.locator('tr[data-component]').evaluateAll((trs) => trs.map((tr) => getComputedStyle(tr).display));
    expect(rows).toEqual(Array(5).fill('table-row'));
    await page.close();
  });
});
