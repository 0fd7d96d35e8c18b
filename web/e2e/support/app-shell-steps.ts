import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { healthComponents } from '@contract/health';

const screenshotDir = fileURLToPath(new URL('../../../test-results/web-e2e/', import.meta.url));

/** Opens the home page and waits for the shell: navigation, the Home heading, the footer version. */
export async function openHome(page: Page, appUrl: string): Promise<void> {
  await page.goto(appUrl);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Master competitive programming, one problem at a time' }).waitFor();
  await page.getByRole('contentinfo').getByText('v1.0.0').waitFor();
}

/**
 * Opens /status and waits until the page reports every component Up (the stack may still be
 * warming up; the page re-checks every 5 s). Returns each component's badge text.
 */
export async function readHealthWhenAllUp(page: Page, appUrl: string, timeoutMs = 30_000): Promise<Record<string, string>> {
  await page.goto(`${appUrl}/status`);
  await page.getByRole('heading', { level: 1, name: 'System Status' }).waitFor();
  await page
    .waitForFunction((count) => document.querySelectorAll('tr[data-component] .status-badge--up').length === count, healthComponents.length, {
      timeout: timeoutMs,
    })
    .catch(() => undefined);
  const badges: Record<string, string> = {};
  for (const name of healthComponents) {
    badges[name] = (await page.locator(`tr[data-component="${name}"] .status-badge`).textContent()) ?? '';
  }
  return badges;
}

/** Opens a protected page signed out; returns where the browser ended up and the page heading. */
export async function openSignedOut(page: Page, appUrl: string, path: string): Promise<{ pathname: string; heading: string }> {
  await page.goto(`${appUrl}${path}`);
  await page.waitForURL((url) => url.pathname !== path);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return { pathname: new URL(page.url()).pathname, heading: (await heading.textContent()) ?? '' };
}

/**
 * A full-page screenshot into test-results/web-e2e/, for a person to look at the screens
 * (`npm run screenshots`). No test reads them, and encoding a tall page costs Chromium a second of
 * CPU: `npm test` takes none.
 */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  if (!process.env.E2E_SCREENSHOTS) return undefined;
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
