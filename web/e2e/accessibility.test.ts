/**
 * Accessibility: every public page of the route table, and a few signed-in pages, checked with
 * axe-core (WCAG 2 A and AA rules) in headless Chromium against the local stack, at desktop width
 * and at a phone's 390 px. A serious or critical violation fails the page and is printed (rule,
 * impact, help and the failing nodes). One stack and one browser page: the pages are visited one
 * after another through the app's router, as its links go (a cold load of the dev server for each
 * page would take most of the file's time).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreeLocalPorts } from '../../local/ports';
import { onSharedDynamoDb } from '../../test/support/stack-on-shared-dynamodb';
import { type LocalStack, startLocalStack } from '../../local/start';
import { signIn } from './support/account-steps';
import { axeViolations, blocking, describeViolations, installAxe, openInApp, resize, waitForMainHeading } from './support/accessibility';
import { launchChromium, newContext } from './support/browser';
import { builtWebApp } from './support/built-app';

interface RouteEntry {
  readonly path: string;
  readonly access: string;
  readonly redirectTo?: string;
}

// Loaded by path, not imported: the table's page loaders would bring the whole web app into this
// project's type check.
const routeTableModule = '../src/app/route-table';
const { routeTable } = (await import(routeTableModule)) as { routeTable: readonly RouteEntry[] };

/** The pages anyone can open: public and guest routes, without parameters, that are not redirects. */
const publicPaths = routeTable.filter((r) => (r.access === 'public' || r.access === 'guest') && !r.path.includes(':') && !r.redirectTo).map((r) => r.path);
/** A signed-in student's pages: the dashboard, the settings and the problems list with its progress. */
const signedInPaths = ['/dashboard', '/settings', '/problems'];

const widths = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: '390 px', width: 390, height: 844 },
] as const;

describe('accessibility (axe-core, WCAG 2 A/AA) in Chromium, against the local stack', () => {
  let stack: LocalStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-a11y-'));
    [stack, browser] = await Promise.all([
      startLocalStack({
        dataDir,
        builtApp: await builtWebApp(),
        seed: true,
        seedProblems: ['a-plus-b', 'range-xor'],
        ...(await onSharedDynamoDb(await findFreeLocalPorts())),
      }),
      launchChromium(),
    ]);
    context = await newContext(browser, { viewport: widths[0] });
    await installAxe(context);
    page = await context.newPage();
    await page.goto(stack.appUrl);
    await waitForMainHeading(page);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /**
   * Opens `path` in the app and checks it at each width (the viewport resized, the page laid out
   * again); fails with every serious or critical violation printed.
   */
  async function check(path: string, who: string) {
    const heading = await openInApp(page, path);
    const reports: string[] = [];
    for (const { name, width, height } of widths) {
      await resize(page, { width, height });
      const failing = blocking(await axeViolations(page));
      if (failing.length) reports.push(describeViolations(`${path} (${who}, ${name}, “${heading}”)`, failing));
    }
    await resize(page, widths[0]);
    if (reports.length) console.error(reports.join('\n\n'));
    expect(reports, reports.join('\n\n')).toEqual([]);
  }

  describe('signed out', () => {
    it('covers the route table’s public pages', () => {
      expect(publicPaths).toEqual(expect.arrayContaining(['/', '/login', '/signup', '/pricing', '/status', '/problems']));
    });

    for (const path of publicPaths) it(`${path} has no serious or critical violation`, () => check(path, 'signed out'));
  });

  describe('signed in', () => {
    beforeAll(async () => {
      const student = stack.accounts.find((a) => a.role === 'student')!;
      await openInApp(page, '/login');
      await signIn(page, student.email, student.password);
      await page.waitForURL('**/dashboard');
      await waitForMainHeading(page);
    });

    for (const path of signedInPaths) it(`${path} has no serious or critical violation`, () => check(path, 'signed in'));
  });
});
