/**
 * Steps and readings of the discussions journey (../discussions-journey.test.ts): the pages' stat
 * cards, items, comments and votes as a reader finds them, and axe at both widths.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations, blocking, describeViolations, resize } from './accessibility';
import { screenshot as fullPageScreenshot } from './app-shell-steps';

/** How long a change may take to show (a push, a refetch). */
export const LIVE_MS = 15_000;

/** A full-page screenshot from the top (scrolled, the sticky navigation would be drawn mid-page). */
export async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return undefined;
  await page.evaluate(() => window.scrollTo(0, 0));
  return fullPageScreenshot(page, name);
}

/** The number a stat card shows, by its label (`—` while loading). */
export const stat = (main: Locator, group: string, label: string) =>
  main
    .locator(`[aria-label="${group}"] .stat-card`)
    .filter({ has: main.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .textContent();
export const article = (main: Locator, title: string) => main.getByRole('article', { name: title });
export const voteCount = (item: Locator) => item.locator('.vote-buttons__count').textContent();
export const commentTexts = (item: Locator) => item.locator('.comment-thread__list .comment__text').allTextContents();
/** A comment the server stored (no longer shown under its temporary id). */
export const storedComment = (item: Locator, text: string) => item.locator('li.comment:not([aria-busy])').filter({ hasText: text });

/** Types a comment and sends it with Enter; resolves once the server stored it. */
export async function comment(item: Locator, label: string, text: string) {
  const box = item.getByRole('textbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
  await storedComment(item, text).waitFor({ timeout: LIVE_MS });
}

/** Presses a vote button and waits for the server's answer (presses while one is in flight are ignored). */
export async function voteAndWait(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/vote')), button.click()]);
}

/** axe at 1280 px and at 390 px on the page as it stands (no sideways scrolling on the phone), with a screenshot of each. */
export async function checkBothWidths(page: Page, path: string, name: string, reports: string[], overflow: string[]) {
  for (const [label, size] of [
    ['1280', { width: 1280, height: 900 }],
    ['390', { width: 390, height: 844 }],
  ] as const) {
    await resize(page, size);
    const failing = blocking(await axeViolations(page));
    if (failing.length) reports.push(describeViolations(`${path} at ${label} px`, failing));
    if (size.width === 390) {
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (scrollWidth > 391) overflow.push(`${path}: ${scrollWidth} px wide at 390 px`);
    }
    await screenshot(page, `${name}-${label}`);
  }
}
