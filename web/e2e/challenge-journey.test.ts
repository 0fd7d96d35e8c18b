/**
 * The weekly challenges journey in headless Chromium against the whole local stack: a new mentor sets up
 * two-factor authentication at the first sign-in (docs/decisions/D33), signs in with a code and schedules a weekly
 * challenge in the form, starting a few seconds later and short; at its start it becomes active with
 * nobody touching it (the scheduler's timer, every second here, every minute in `npm start`); the
 * student joins it from the list, runs test 1, submits once, watches the tests pass live and gets the
 * score card; the leaderboard shows them on the podium of the month's weekly challenge points, in the
 * world and their country; when the challenge ends the scheduler rates it and the student's rating
 * appears on the leaderboard.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreeLocalPorts } from '../../local/ports';
import { onSharedDynamoDb } from '../../test/support/stack-on-shared-dynamodb';
import { type LocalStack, startLocalStack } from '../../local/start';
import { totpCode } from '../../local/cognito/sign-in';
import { createMentorWithoutTotp } from '../../test/support/staff-accounts';
import { axeViolations, blocking, installAxe } from './support/accessibility';
import { signIn, signOut } from './support/account-steps';
import { screenshot } from './support/app-shell-steps';
import { launchChromium, newContext, offLoopback, type PageWatch, watchPage } from './support/browser';
import { builtWebApp } from './support/built-app';
import { replaceCode, selectLanguage } from './support/practice-steps';

const SOLUTION = 'a, b = map(int, input().split())\nprint(a + b)\n';
/**
 * The challenge opens this long after it is scheduled, and runs this long: joining, a Run and a
 * Submit through the judge must fit in it while the catalogue's proof and two other files load the
 * machine (one run took 35 s for them, and the challenge ended under its Run).
 */
const OPENS_IN_MS = 25_000;
const RUNS_MS = 75_000;

/** A `datetime-local` value (with seconds) in the browser's time zone, which the journey's browser shares with Node. */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** The value of the stat card titled `title` (the `dd` after its `dt`). */
async function statCard(page: Page, title: string): Promise<string | null> {
  return page
    .locator('dt', { hasText: new RegExp(`^${title}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .first()
    .textContent();
}

/** Records every text the score card's test list shows from now on (a state shown for a moment is seen too). */
async function watchCases(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __cases: string[] }).__cases = seen;
    const record = () => {
      const text = document.querySelector('ol[aria-label="Test cases"]')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cases: string[] }).__cases);
}

describe('a weekly challenge in Chromium, from scheduling to rating, against the local stack', () => {
  let stack: LocalStack;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let dataDir = '';
  let startsAt: Date;
  let endsAt: Date;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-challenge-journey-'));
    [stack, browser] = await Promise.all([
      startLocalStack({
        dataDir,
        builtApp: await builtWebApp(),
        seed: true,
        seedProblems: [],
        seedChallenge: false,
        challengeSchedulerMs: 1000,
        ...(await onSharedDynamoDb(await findFreeLocalPorts())),
      }),
      launchChromium(),
    ]);
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    await installAxe(context);
    page = await context.newPage();
    watch = watchPage(page);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a new mentor sets up two-factor authentication at the first sign-in, signs in again with a code, and schedules a challenge that starts in a few seconds; it is upcoming', async () => {
    const mentor = { email: 'nia.new@codearena.test', password: 'Mentor-New-1' };
    await createMentorWithoutTotp(stack, mentor.email, mentor.password);
    await page.goto(`${stack.appUrl}/login`);
    await signIn(page, mentor.email, mentor.password);
    // docs/decisions/D33: no staff account without TOTP gets past /login.
    await page.getByRole('heading', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    await page
      .getByRole('img', { name: 'QR code that adds CodeArena to your authenticator app' })
      .and(page.locator('img[src^="data:image/svg+xml"]'))
      .waitFor();
    await screenshot(page, 'two-factor-setup');
    expect(blocking(await axeViolations(page)), 'the two-factor setup has no serious or critical violation').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'two-factor-setup-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    const secret = (await page.locator('code.auth-secret').textContent())!.replaceAll(' ', '');
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn On Two-Factor Authentication' }).click();
    await page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Two-factor authentication is on. Sign in again with a code from your authenticator app.' })
      .waitFor();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    // The cut-off of the sign-ins it ended is this second: the next one starts in a later one.
    await page.waitForTimeout(1100);
    await signIn(page, mentor.email, mentor.password, secret);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${stack.appUrl}/weekly-challenges`);
    await page.getByRole('link', { name: 'Schedule a challenge' }).click();
    await page.waitForURL('**/weekly-challenges/new');
    startsAt = new Date(Math.ceil((Date.now() + OPENS_IN_MS) / 1000) * 1000);
    endsAt = new Date(startsAt.getTime() + RUNS_MS);
    await page.getByRole('textbox', { name: 'Title' }).fill('Journey Sum');
    await page.getByRole('textbox', { name: 'Description' }).fill('Print the sum of two integers.');
    await page.getByRole('textbox', { name: 'Tags' }).fill('math');
    await page.getByLabel('Starts at').fill(localInput(startsAt));
    await page.getByLabel('Ends at').fill(localInput(endsAt));
    await page.getByRole('textbox', { name: 'Test 1 Input' }).fill('1 2\n');
    await page.getByRole('textbox', { name: 'Test 1 Expected output' }).fill('3\n');
    for (const [n, input, expected] of [
      [2, '20 22\n', '42\n'],
      [3, '-5 5\n', '0\n'],
    ] as const) {
      await page.getByRole('button', { name: 'Add test case' }).click();
      await page.getByRole('textbox', { name: `Test ${n} Input` }).fill(input);
      await page.getByRole('textbox', { name: `Test ${n} Expected output` }).fill(expected);
    }
    await screenshot(page, 'schedule-challenge');
    await page.getByRole('button', { name: 'Schedule challenge' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Challenge scheduled' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Status Upcoming/);
    await signOut(page, 'Nia New');
  });

  it('becomes active at its start with nobody touching it; the student joins it from the list', async () => {
    const student = stack.accounts.find((a) => a.role === 'student')!;
    await signIn(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto(`${stack.appUrl}/weekly-challenges`);
    await page.getByRole('heading', { level: 3, name: 'Journey Sum' }).first().waitFor();
    // Upcoming: no active block yet. From its start the page is reloaded until the scheduler (every
    // second here) has moved it: each reload loads the whole app again, so none before the start.
    expect(Date.now()).toBeLessThan(startsAt.getTime());
    const active = page.getByRole('region', { name: 'Active Challenge' });
    expect(await active.isVisible()).toBe(false);
    await page.waitForTimeout(Math.max(0, startsAt.getTime() - Date.now()));
    for (const until = startsAt.getTime() + 15_000; !(await active.isVisible()); await page.waitForTimeout(1_000)) {
      if (Date.now() > until) throw new Error('the challenge did not become active');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Weekly Challenges' }).waitFor();
    }
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime());
    await screenshot(page, 'weekly-challenges');
    await active.getByRole('button', { name: 'Join Now' }).click();
    await page.waitForURL('**/weekly-challenge/wc-*');
  });

  it('runs test 1, submits once, watches the tests pass live and gets the score card', async () => {
    await page.getByRole('heading', { level: 1, name: 'Journey Sum' }).waitFor();
    await selectLanguage(page, 'Python');
    await replaceCode(page, SOLUTION);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const output = page.getByRole('region', { name: /Sample Test Case Output/ });
    await output.waitFor();
    expect(await output.textContent()).toContain('3');

    const cases = page.getByRole('list', { name: 'Test cases' });
    const seen = await watchCases(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText(/^Scored: \d+ points\.$/).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Weekly Challenge Score' }).waitFor();
    // Each test read Checking... while the judge worked, then Passed as its result arrived.
    const states = await seen();
    expect(states.some((text) => text.includes('Checking...'))).toBe(true);
    expect(states.at(-1)).not.toContain('Checking...');
    expect(await cases.getByRole('listitem').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Passed')]));
    expect((await cases.getByRole('listitem').allTextContents()).every((t) => t.includes('Passed') && t.includes('+10 XP'))).toBe(true);
    expect(await page.getByText('Submitted', { exact: true }).first().isVisible()).toBe(true);
    await screenshot(page, 'weekly-challenge-score');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'weekly-challenge-score-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('puts the student on the podium of the month’s weekly challenge points, in the world and in Pakistan', async () => {
    await stack.rankings.caughtUp();
    await page.goto(`${stack.appUrl}/leaderboard`);
    await page.getByRole('tab', { name: 'Weekly Challenges' }).click();
    const podium = page.getByRole('list', { name: 'Top 3' });
    await podium.waitFor();
    expect(await podium.textContent()).toContain('Sam Student');
    expect(await podium.textContent()).toContain('You');
    await page.getByRole('button', { name: 'Pakistan Rankings' }).click();
    await page.getByRole('list', { name: 'Top 3' }).filter({ hasText: 'Sam Student' }).waitFor();
    await screenshot(page, 'leaderboard');
  });

  it(
    'rates the challenge when it ends: the rating appears on the leaderboard',
    async () => {
      await page.waitForTimeout(Math.max(0, endsAt.getTime() - Date.now() + 2_000));
      // The cards read '—' while loading too: each reload waits for the XP card's figure, then reads the rating.
      let rating: string | null = null;
      for (const until = Date.now() + 20_000; Date.now() < until; await page.waitForTimeout(1_000)) {
        await page.reload();
        await page.locator('dt', { hasText: /^XP$/ }).locator('xpath=following-sibling::dd[1]').filter({ hasText: /^\d/ }).waitFor();
        rating = await statCard(page, 'Rating');
        if (rating && /^\d+ \(provisional\)$/.test(rating)) break;
      }
      expect(rating).toMatch(/^\d+ \(provisional\)$/);
      await screenshot(page, 'leaderboard-rating');
      expect(offLoopback(watch.requests)).toEqual([]);
      // It waits for the challenge's end first: the rest of its window, then the step's own minute.
    },
    RUNS_MS + 60_000,
  );
});
