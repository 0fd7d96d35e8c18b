/**
 * The practice journey in headless Chromium against the whole local stack: the seeded student signs
 * in, finds a problem by topic, opens it, runs the samples and then its own input, submits a correct C++ solution and
 * watches each test's status arrive over the WebSocket before the verdict, then a wrong Python one,
 * and sees the XP, the level's progress and the streak on the dashboard.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreeLocalPorts } from '../../local/ports';
import { onSharedDynamoDb } from '../../test/support/stack-on-shared-dynamodb';
import { type LocalStack, startLocalStack } from '../../local/start';
import { CATALOGUE_DIR } from '../../tools/catalogue/read-package';
import { addDays, xpPeriodsOf } from '@contract/progress';
import { signIn } from './support/account-steps';
import { screenshot } from './support/app-shell-steps';
import { launchChromium, newContext, offLoopback, type PageWatch, watchPage } from './support/browser';
import { builtWebApp } from './support/built-app';
import { replaceCode, selectLanguage, watchTestList } from './support/practice-steps';

/** Three topics, so that filtering by one leaves one problem. */
const SEEDED = ['a-plus-b', 'range-xor', 'sum-of-an-array'];
const WRONG_PYTHON = 'a, b = map(int, input().split())\nprint(a - b)\n';

/** The value of one of the dashboard's eight tiles. */
async function tile(page: Page, title: string): Promise<string | null> {
  return page
    .locator('.dashboard__tiles')
    .first()
    .locator('div', { has: page.locator('dt', { hasText: title }) })
    .locator('dd')
    .textContent();
}

/** The student visited yesterday with a streak of `streak` (what a real visit yesterday would have stored). */
async function markYesterdaysVisit(email: string, streak: number) {
  const { getEmailOwner } = await import('../../lambdas/data/email-claims');
  const { getStreakState, recordDayVisit } = await import('../../lambdas/data/streaks');
  const userId = (await getEmailOwner(email))!;
  const state = await getStreakState(userId);
  const yesterday = addDays(xpPeriodsOf(new Date(), state?.timezone).day, -1);
  expect(await recordDayVisit(userId, { day: yesterday, previousDay: state?.lastLoginDate, currentStreak: streak, longestStreak: streak })).toBe('recorded');
}

describe('a student’s practice journey in Chromium, against the local stack', () => {
  let stack: LocalStack;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-practice-journey-'));
    [stack, browser] = await Promise.all([
      startLocalStack({ dataDir, builtApp: await builtWebApp(), seed: true, seedProblems: SEEDED, ...(await onSharedDynamoDb(await findFreeLocalPorts())) }),
      launchChromium(),
    ]);
    page = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
    watch = watchPage(page);
    await markYesterdaysVisit(stack.accounts.find((a) => a.role === 'student')!.email, 4);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signs in and lands on the dashboard: no XP yet, and today’s visit carries yesterday’s streak of 4 to 5', async () => {
    const student = stack.accounts.find((a) => a.role === 'student')!;
    await page.goto(`${stack.appUrl}/login`);
    // The sign-in's session record counts today's visit (a busy machine can take seconds to answer it).
    const sessionRecorded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/me/sessions') && r.ok(), { timeout: 30_000 });
    await signIn(page, student.email, student.password);
    await sessionRecorded;
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Level 0' }).waitFor();
    expect(await tile(page, 'Total XP')).toBe('0');
    // The dashboard reads the streak again once the visit is stored.
    await expect.poll(() => tile(page, 'Current Streak'), { timeout: 10_000 }).toBe('5');
    expect(await page.getByText('1,500 XP to next level').count()).toBe(1);
  });

  it('finds A + B by its topic on the problems list and opens it', async () => {
    await page.goto(`${stack.appUrl}/problems`);
    await page.getByRole('link', { name: 'Solve Range XOR' }).waitFor();
    await screenshot(page, 'problems');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'problems-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Topic', { exact: true }).selectOption('Math & Logic');
    await page.getByRole('link', { name: 'Solve Range XOR' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: /^Solve / }).allTextContents()).toHaveLength(1);
    await page.getByRole('link', { name: 'Solve A + B' }).click();
    await page.waitForURL('**/problem/a-plus-b');
    await page.getByRole('textbox', { name: 'Code editor, C++' }).waitFor({ state: 'attached' });
  });

  it('runs the samples of a correct C++ solution', async () => {
    await replaceCode(page, await readFile(join(CATALOGUE_DIR, 'a-plus-b/submissions/accepted/main.cpp'), 'utf8'));
    await page.getByRole('button', { name: 'Run Only' }).click();
    const heading = page.getByRole('heading', { name: /^Run results:/ });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Run results: Accepted');
    expect(await page.getByRole('heading', { name: /^Sample \d: Accepted$/ }).count()).toBe(2);
  });

  it('runs it on the student’s own input and shows what it printed', async () => {
    await page.getByLabel('Your input').fill('20 22\n');
    await page.getByRole('button', { name: 'Run on my own input' }).click();
    const result = page.getByRole('region', { name: 'Your run: Finished' });
    await result.waitFor();
    expect(await result.getByRole('group', { name: 'Output' }).textContent()).toBe('42\n');
    expect(await result.textContent()).toMatch(/Time \d+ ms · Memory [\d.]+ (KB|MB)/);
  });

  it('submits it and shows each test’s status live, then Accepted with the XP earned', async () => {
    const states = await watchTestList(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Submission: Accepted' }).waitFor({ timeout: 30_000 });
    const tests = page.getByRole('list', { name: 'Tests' }).getByRole('listitem');
    expect(await tests.count()).toBe(5);
    for (const text of await tests.allTextContents()) expect(text).toMatch(/Passed/);
    // Before the verdict, the list showed tests still waiting or running next to finished ones.
    const seen = await states();
    expect(seen.some((snapshot) => /Waiting|Running/.test(snapshot))).toBe(true);
    await page.getByText('+10 XP', { exact: true }).waitFor();
    await page.getByText('+10 XP earned!').waitFor();
    await screenshot(page, 'practice-accepted');
  });

  it('submits a wrong Python solution and shows Wrong Answer with no XP', async () => {
    await selectLanguage(page, 'Python');
    await replaceCode(page, WRONG_PYTHON);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Submission: Wrong Answer' }).waitFor({ timeout: 30_000 });
    await page.getByText('No XP this time').waitFor();
    // The package's hint of a failed hidden test (catalogue/a-plus-b/data/secret/01.yaml), never its data.
    expect(await page.getByRole('region', { name: 'Test Case Hints' }).textContent()).toContain('Hidden test 3: The sum here is 4,000,000,000');
  });

  it('lists both submissions under My submissions, newest first, and counts the attempts', async () => {
    const rows = page.getByRole('table').getByRole('row');
    await page.getByText('Attempt 3 (XP locked)').waitFor();
    expect(await rows.count()).toBe(3);
    // The list refetched when the verdict came; until that answer arrives, the row still reads Judging.
    await expect.poll(() => rows.nth(1).textContent(), { timeout: 10_000 }).toMatch(/Python.*Wrong Answer/);
    expect(await rows.nth(2).textContent()).toMatch(/C\+\+.*Accepted.*5\/5.*\+10/);
    await screenshot(page, 'practice-submissions');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'practice-submissions-390');
    // Nothing widens the page past a phone's width (the table scrolls inside its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the XP, the level’s progress, the solve and the world rank on the dashboard', async () => {
    // The stream has put the award on the XP board; the snapshot (every 5 minutes) is taken now.
    await stack.rankings.caughtUp();
    await stack.rankings.snapshot();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Level 0' }).waitFor();
    // The dashboard may first show what it read before the solve, then what it reads again now.
    await page.getByText('10 XP · 1,490 XP to next level').waitFor();
    expect(await tile(page, 'Total XP')).toBe('10');
    expect(await tile(page, 'Problems Solved')).toBe('1');
    expect(await tile(page, 'Current Streak')).toBe('5');
    expect(await page.getByRole('img', { name: 'Problems solved: 1 of 3' }).count()).toBe(1);
    // The only student with XP leads every seeded account.
    await expect.poll(() => tile(page, 'Global Rank'), { timeout: 10_000 }).toBe('#1');
    const ranking = page.getByRole('region', { name: 'Ranking' });
    expect(await ranking.textContent()).toContain(`Global rank 1 of ${stack.accounts.length}`);
    // Today is marked on the streak calendar (the sign-in counted the visit).
    await page.getByRole('cell', { name: /, visited, today$/ }).waitFor();
    // The solve was timed by the solving screen: the trends show its minutes.
    const trends = page.getByRole('region', { name: 'Performance Trends' });
    expect(
      await trends
        .locator('div', { has: page.locator('dt', { hasText: 'Avg Solving Time' }) })
        .locator('dd')
        .textContent(),
    ).toMatch(/^\d+\.\d min$/);
    await screenshot(page, 'dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'dashboard-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows A + B first among the home page’s famous C++ questions, solved by one student, with the real catalogue’s counts', async () => {
    await page.goto(stack.appUrl);
    const famous = page.getByRole('region', { name: 'Famous Questions' });
    await famous.getByRole('link', { name: `Explore all ${SEEDED.length} problems` }).waitFor();
    expect(await famous.getByText(`${SEEDED.length} problems to solve in C++`).count()).toBe(1);
    const cards = famous.getByRole('tabpanel').getByRole('link');
    expect(await cards.count()).toBe(SEEDED.length);
    expect(await cards.first().textContent()).toMatch(/^A \+ B.*Solved by 1 student in C\+\+$/);
    // The wrong Python answer solved nothing: no Python solvers yet.
    await famous.getByRole('tab', { name: 'Python' }).click();
    expect(
      await famous
        .getByRole('tabpanel')
        .getByText(/Solved by/)
        .count(),
    ).toBe(0);
    await screenshot(page, 'home-famous');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'home-famous-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await famous.getByRole('tab', { name: 'C++' }).click();
    await cards.first().click();
    await page.waitForURL('**/problem/a-plus-b');
  });

  it('loaded nothing from outside this machine and logged no errors', () => {
    expect(offLoopback(watch.requests)).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
