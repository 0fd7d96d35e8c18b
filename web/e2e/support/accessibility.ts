import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** The WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA (axe-core's tags for them). */
export const wcagAaTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The impacts that fail a page: a person using a screen reader, a keyboard or low vision is stopped or seriously hindered. */
export const blockingImpacts: readonly string[] = ['serious', 'critical'];

export interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly helpUrl: string;
  /** Each failing node: its CSS selector and axe's summary of what to fix. */
  readonly nodes: readonly { target: string; summary: string }[];
}

/**
 * Makes axe-core available in every page of the context, from the installed package (nothing from
 * a CDN): an init script runs before the page's own scripts and is not subject to its CSP.
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/** Runs axe-core on the whole document with the WCAG A/AA rules and returns its violations. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(
    async (tags) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const results = await engine.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), summary: n.failureSummary ?? '' })),
      }));
    },
    [...wcagAaTags],
  );
}

/** The violations that fail a page (serious or critical). */
export function blocking(violations: readonly Violation[]): Violation[] {
  return violations.filter((v) => v.impact !== null && blockingImpacts.includes(v.impact));
}

/** One line per violation and one per node: what a failing test prints. */
export function describeViolations(label: string, violations: readonly Violation[]): string {
  const lines = [`${label}: ${violations.length} violation(s)`];
  for (const v of violations) {
    lines.push(`  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`);
    for (const node of v.nodes) lines.push(`      ${node.target}${node.summary ? `\n        ${node.summary.replaceAll('\n', '\n        ')}` : ''}`);
  }
  return lines.join('\n');
}

/** The page's main heading (the first h1 in the main landmark), once shown. */
export async function waitForMainHeading(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

/**
 * Goes to `path` inside the running app, as its links do (a history entry the router follows),
 * rather than loading the whole app again: a page of the dev server is hundreds of modules, a
 * route is one chunk. Resolves with the new page's main heading once it is shown and no loading
 * view is left, so that axe sees the page as a person would, not a spinner.
 */
export async function openInApp(page: Page, path: string): Promise<string> {
  await page.evaluate((target) => {
    if (location.pathname === target) return;
    // Whatever heading is shown now belongs to the page being left.
    document.querySelector('main h1')?.setAttribute('data-left-behind', document.querySelector('main h1')?.textContent ?? '');
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    // React may keep the heading element and change its text (two pages of the same component).
    const left = heading?.getAttribute('data-left-behind');
    return heading && (left === null || left !== heading.textContent) && !document.querySelector('.loading-view');
  });
  return waitForMainHeading(page);
}

/** Sets the viewport and lets the page lay itself out again (media queries, resize listeners). */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
