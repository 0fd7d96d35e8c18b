/**
 * `npm run bench:web [runs]`: what a first visit to the web app costs in the browser.
 *
 * 1. Builds the web app for production (as `npm run build:web`, into a temporary folder) and starts
 *    the local stack without its dev server (two seeded problems, the seeded accounts). A small
 *    static server (support/static-app-server.ts) serves the build on the app's port as a CDN
 *    would, gzipped, with `/config.json`, and passes `/api` and `/ws` to the local gateway.
 * 2. For the home page, /pricing and a problem page (signed in as the seeded student), `runs`
 *    (default 5) cold loads in headless Chromium, each in a new browser context (empty cache):
 *    - first-load JS: every script the page requested until it was ready to use (its main heading
 *      shown; on the problem page, its editor too), from Chromium's network events: the bytes on
 *      the wire (gzip) and the scripts' own size (raw);
 *    - first paint and first contentful paint (`performance.getEntriesByType('paint')`), and the
 *      time until the page was ready, all from the navigation's start.
 *    p50 of each is reported.
 *
 * Prints a table and writes bench/results/web.json. Browser, stack and server share this machine's
 * cores and no network is in between: the times are what the code costs, not what a phone on a
 * slow network would see; the bytes are what any visitor downloads.
 */
import './support/quiet-handlers';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { findFreeLocalPorts } from '../local/ports';
import { startLocalStack } from '../local/start';
import { localRuntimeConfig } from '../local/web/runtime-config';
import { buildWebBundle } from '../scripts/web-bundle';
import { signIn } from '../web/e2e/support/account-steps';
import { launchChromium } from '../web/e2e/support/browser';
import { startStaticAppServer } from './support/static-app-server';

const RESULTS = fileURLToPath(new URL('./results/web.json', import.meta.url));
const PROBLEM = 'a-plus-b';
const runs = Number(process.argv[2] ?? 5);
const viewport = { width: 1280, height: 860 };

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const p50 = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first();

interface MeasuredPage {
  readonly name: string;
  readonly path: string;
  readonly signedIn: boolean;
  /** Resolves once a person could use the page. */
  readonly ready: (page: Page) => Promise<void>;
}

const measuredPages: readonly MeasuredPage[] = [
  { name: 'home', path: '/', signedIn: false, ready: (page) => mainHeading(page).waitFor() },
  { name: 'pricing', path: '/pricing', signedIn: false, ready: (page) => mainHeading(page).waitFor() },
  {
    name: `problem (${PROBLEM}, signed in)`,
    path: `/problem/${PROBLEM}`,
    signedIn: true,
    // Its h1 is for screen readers only; the page is usable once the editor is there.
    ready: async (page) => {
      await mainHeading(page).waitFor({ state: 'attached' });
      await page.getByRole('textbox', { name: /^Code editor, / }).waitFor({ state: 'attached' });
    },
  },
];

interface ScriptLoad {
  readonly url: string;
  /** Bytes of the body on the wire (gzip-encoded by the server). */
  readonly gzip: number;
  /** Bytes of the script itself. */
  readonly raw: number;
}

interface Load {
  readonly scripts: readonly ScriptLoad[];
  readonly firstPaintMs: number;
  readonly firstContentfulPaintMs: number;
  readonly readyMs: number;
}

const isScript = (request: Request) => request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

async function measureScript(request: Request): Promise<ScriptLoad> {
  const response = await request.response();
  if (!response) throw new Error(`no response for ${request.url()}`);
  const raw = (await response.body()).length;
  const sizes = await request.sizes();
  return { url: new URL(request.url()).pathname, gzip: sizes.responseBodySize, raw };
}

/** One cold load: a new context (empty cache), `page.path` opened until it is ready. */
async function coldLoad(
  browser: Browser,
  appUrl: string,
  measured: MeasuredPage,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Load> {
  const context = await browser.newContext({ viewport, storageState });
  try {
    const page = await context.newPage();
    const scripts: Promise<ScriptLoad>[] = [];
    let ready = false;
    page.on('request', (request) => {
      if (!ready && isScript(request)) scripts.push(measureScript(request));
    });
    await page.goto(`${appUrl}${measured.path}`);
    await measured.ready(page);
    ready = true;
    const timing = await page.evaluate(() => {
      // The browser's Performance (this file is checked with Node's types, which know no 'paint' entries).
      const browserPerformance = performance as unknown as { getEntriesByType(type: string): { name: string; startTime: number }[] };
      const paint = Object.fromEntries(browserPerformance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
      return { firstPaintMs: paint['first-paint'] ?? NaN, firstContentfulPaintMs: paint['first-contentful-paint'] ?? NaN, readyMs: performance.now() };
    });
    return { scripts: await Promise.all(scripts), ...timing };
  } finally {
    await context.close();
  }
}

/** The seeded student's session (Amplify's tokens in localStorage), signed in once through the login page. */
async function studentSession(browser: Browser, appUrl: string, student: { email: string; password: string }) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/login`);
    await signIn(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.waitForFunction(() => localStorage.getItem('codearena.sessionId'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function main() {
  const buildDir = await mkdtemp(join(tmpdir(), 'codearena-bench-web-build-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'codearena-bench-web-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(buildDir, { recursive: true, force: true }), () => rm(dataDir, { recursive: true, force: true })];
  try {
    const startedBuild = performance.now();
    await buildWebBundle(buildDir);
    const buildSeconds = (performance.now() - startedBuild) / 1000;

    const ports = await findFreeLocalPorts();
    const stack = await startLocalStack({ dataDir, web: false, seedProblems: [PROBLEM, 'range-xor'], ports, log: () => undefined });
    cleanups.unshift(() => stack.stop());
    const server = await startStaticAppServer({
      dir: buildDir,
      port: ports.app,
      gatewayPort: ports.gateway,
      runtimeConfig: localRuntimeConfig({
        appOrigin: stack.appUrl,
        cognitoEndpoint: stack.cognito.endpoint,
        userPoolId: stack.cognito.userPoolId,
        userPoolClientId: stack.cognito.userPoolClientId,
      }),
    });
    cleanups.unshift(() => server.stop());
    const browser = await launchChromium();
    cleanups.unshift(() => browser.close());
    console.log(`built in ${buildSeconds.toFixed(1)} s; serving it on ${server.url}; ${runs} cold loads per page…`);

    const student = stack.accounts.find((a) => a.role === 'student')!;
    const session = await studentSession(browser, server.url, student);

    const results = [];
    for (const measured of measuredPages) {
      const loads: Load[] = [];
      for (let i = 0; i < runs; i++) loads.push(await coldLoad(browser, server.url, measured, measured.signedIn ? session : undefined));
      const gzip = loads.map((l) => l.scripts.reduce((sum, s) => sum + s.gzip, 0));
      const raw = loads.map((l) => l.scripts.reduce((sum, s) => sum + s.raw, 0));
      results.push({
        page: measured.name,
        path: measured.path,
        signedIn: measured.signedIn,
        runs,
        firstLoadJs: { gzipBytes: p50(gzip), rawBytes: p50(raw), scripts: p50(loads.map((l) => l.scripts.length)) },
        firstPaintMs: p50(loads.map((l) => l.firstPaintMs)),
        firstContentfulPaintMs: p50(loads.map((l) => l.firstContentfulPaintMs)),
        readyMs: p50(loads.map((l) => l.readyMs)),
        /** The scripts of the last load, largest first. */
        scripts: [...loads.at(-1)!.scripts].sort((a, b) => b.gzip - a.gzip),
        samples: loads.map((l) => ({
          firstPaintMs: l.firstPaintMs,
          firstContentfulPaintMs: l.firstContentfulPaintMs,
          readyMs: l.readyMs,
          gzipBytes: l.scripts.reduce((sum, s) => sum + s.gzip, 0),
        })),
      });
    }

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    const header = ['page (p50 of cold loads)', 'first-load JS gzip', 'raw', 'scripts', 'first paint', 'FCP', 'ready'];
    const rows = results.map((r) => [
      r.page,
      kb(r.firstLoadJs.gzipBytes),
      kb(r.firstLoadJs.rawBytes),
      String(r.firstLoadJs.scripts),
      ms(r.firstPaintMs),
      ms(r.firstContentfulPaintMs),
      ms(r.readyMs),
    ]);
    const width = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
    const line = (r: readonly string[]) => `| ${r.map((cell, c) => cell.padEnd(width[c]!)).join(' | ')} |`;
    console.log(['', line(header), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));

    mkdirSync(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
    const machine = { cpus: cpus().length, model: cpus()[0]?.model, node: process.version, browser: browser.version() };
    writeFileSync(RESULTS, `${JSON.stringify({ at: new Date().toISOString(), machine, runs, viewport, buildSeconds, pages: results }, null, 2)}\n`);
    console.log(`\nwritten to ${RESULTS}`);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(`cleanup failed: ${String(error)}`));
  }
}

await main();
