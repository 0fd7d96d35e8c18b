/**
 * The payment journey in headless Chromium against the whole local stack: a visitor goes from the
 * home page to pricing, picks Pro, signs up from the login page and lands on checkout with Pro
 * chosen; applies welcome20 (and tries FIRST100), pays on the local payment provider's page in a new
 * tab, and the checkout sees the payment confirmed: the student is on Pro, Settings shows the plan,
 * its limits and the billing line. Then Premium with FIRST100 costs $0 and ends on Premium. The
 * plan is set only by the provider's signed webhook (local/payments), never by the browser.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreeLocalPorts } from '../../local/ports';
import { onSharedDynamoDb } from '../../test/support/stack-on-shared-dynamodb';
import { type LocalStack, startLocalStack } from '../../local/start';
import { completeSignUp, latestCode } from './support/account-steps';
import { screenshot } from './support/app-shell-steps';
import { launchChromium, newContext, offLoopback, type PageWatch, watchPage } from './support/browser';
import { builtWebApp } from './support/built-app';

const person = { name: 'Pat Payer', email: 'pat.payer@example.com', password: 'Payer12345!', country: 'Pakistan' };

/** Pays on the provider's page that the checkout opens in a new tab; returns the total it showed. */
async function payInProviderTab(context: BrowserContext, page: Page, payButton: string): Promise<string> {
  const [provider] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: payButton }).click()]);
  await provider.waitForLoadState();
  const total = (await provider.locator('dt', { hasText: 'Total' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  await provider.getByRole('button', { name: /^Pay \$/ }).click();
  await expect.poll(() => provider.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/Payment complete/);
  await provider.close();
  return total;
}

describe('a visitor becomes a Pro, then Premium, student in Chromium against the local stack', () => {
  let stack: LocalStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let dataDir = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-payment-journey-'));
    [stack, browser] = await Promise.all([
      startLocalStack({
        dataDir,
        builtApp: await builtWebApp(),
        seed: true,
        seedProblems: [],
        seedChallenge: false,
        ...(await onSharedDynamoDb(await findFreeLocalPorts())),
      }),
      launchChromium(),
    ]);
    context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    watch = watchPage(page);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('home → pricing → Pro: signed out, the button leads to sign-in, and signing up ends on checkout with Pro', async () => {
    await page.goto(stack.appUrl);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 30_000 }).toBe('Pricing');
    await page.getByRole('link', { name: 'Upgrade to Pro' }).first().click();
    await page.waitForURL('**/login');
    await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/signup');
    await completeSignUp(page, person, () => latestCode(stack.mailboxUrl, person.email, 'sign-up'));
    await page.waitForURL('**/checkout', { timeout: 30_000 });
    // The checkout's module compiles on its first visit in the dev server: seconds on a busy machine.
    await expect.poll(() => page.getByRole('main').textContent(), { timeout: 30_000 }).toMatch(/Upgrade to Pro/);
  }, 120_000);

  it('applies the coupons as docs/requirements/plans.md §5 says: welcome20 takes 20%, FIRST100 makes it $0, an unknown one is refused', async () => {
    const main = page.getByRole('main');
    const coupon = main.getByLabel('Coupon code');
    await coupon.fill('nosuchcode');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => main.getByText('Invalid coupon code').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await coupon.fill('FIRST100');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => main.getByRole('button', { name: /^Pay / }).textContent(), { timeout: 10_000 }).toBe('Pay $0');
    await main.getByRole('button', { name: 'Remove coupon FIRST100' }).click();
    await main.getByLabel('Coupon code').fill('welcome20');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => main.getByRole('button', { name: /^Pay / }).textContent(), { timeout: 10_000 }).toBe('Pay $3.20');
    await screenshot(page, 'checkout-welcome20');
  });

  it('pays $3.20 on the provider page; the checkout sees the payment and the student is on Pro', async () => {
    const main = page.getByRole('main');
    await main.getByLabel('Card number').fill('4242 4242 4242 4242');
    await main.getByLabel('Expiry date').fill('12/39');
    await main.getByLabel('CVV').fill('123');
    await main.getByLabel('Name on card').fill(person.name);
    await main.getByLabel('Postal code').fill('54000');
    // The browser posts the order without the card: only the method and the last four digits.
    const orderBody = page.waitForRequest((request) => request.url().endsWith('/api/checkout/orders') && request.method() === 'POST');
    const total = payInProviderTab(context, page, 'Pay $3.20');
    const body = (await orderBody).postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ plan: 'pro', billing: 'monthly', coupon: 'WELCOME20', method: 'card', last4: '4242' });
    expect(await total).toBe('$3.20');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are now on the Pro plan' }).count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'checkout-paid');
  }, 60_000);

  it('Settings shows Pro, its limits and the billing line', async () => {
    await page.goto(`${stack.appUrl}/settings`);
    await page.getByRole('tab', { name: 'Subscription' }).click();
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { name: 'Current Plan: Pro' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => main.textContent(), { timeout: 15_000 }).toMatch(/\$3\.20/);
    expect(await main.textContent()).toMatch(/4242/);
    await screenshot(page, 'settings-subscription-pro');
  });

  it('upgrades to Premium with FIRST100 for $0 and ends on Premium', async () => {
    await page.goto(`${stack.appUrl}/pricing`);
    await page.getByRole('link', { name: 'Go Premium' }).first().click();
    await page.waitForURL('**/checkout');
    const main = page.getByRole('main');
    await main.getByLabel('Coupon code').fill('first100');
    await main.getByRole('button', { name: 'Apply' }).click();
    await main.getByLabel('Card number').fill('4242 4242 4242 4242');
    await main.getByLabel('Expiry date').fill('12/39');
    await main.getByLabel('CVV').fill('123');
    await main.getByLabel('Name on card').fill(person.name);
    await main.getByLabel('Postal code').fill('54000');
    expect(await payInProviderTab(context, page, 'Pay $0')).toBe('$0');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'You are now on the Premium plan' }).count(), { timeout: 20_000 }).toBe(1);
    expect(watch.errors).toEqual([]);
    expect(offLoopback(watch.requests)).toEqual([]);
  }, 60_000);
});
