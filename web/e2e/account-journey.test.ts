/**
 * The account journey in headless Chromium against the whole local stack: sign up (the code read from
 * the local mailbox, as a person would read their e-mail), land signed in, change a setting, upload
 * an avatar, sign out, sign in again, and reset the password.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreeLocalPorts } from '../../local/ports';
import { onSharedDynamoDb } from '../../test/support/stack-on-shared-dynamodb';
import { type LocalStack, startLocalStack } from '../../local/start';
import { screenshot } from './support/app-shell-steps';
import { launchChromium, newContext, offLoopback, type PageWatch, watchPage } from './support/browser';
import { builtWebApp } from './support/built-app';
import { latestCode, openSettingsTab, resetPassword, signIn, signOut, signUp, tinyPng } from './support/account-steps';

describe('a newcomer’s account journey in Chromium, against the local stack', () => {
  let stack: LocalStack;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let dataDir = '';
  const person = { name: 'Nia Newbie', email: `nia.${Date.now()}@example.com`, password: 'Newbie123!', country: 'KE' };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-journey-'));
    [stack, browser] = await Promise.all([
      startLocalStack({ dataDir, builtApp: await builtWebApp(), seed: false, ...(await onSharedDynamoDb(await findFreeLocalPorts())) }),
      launchChromium(),
    ]);
    page = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
    watch = watchPage(page);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signs up with the e-mailed code and lands signed in on the dashboard', async () => {
    await signUp(page, stack.appUrl, person, () => latestCode(stack.mailboxUrl, person.email, 'sign-up'));
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.waitForFunction(() => localStorage.getItem('codearena.sessionId'));
  });

  it('changes the name in settings, and it is still there after a reload', async () => {
    await openSettingsTab(page, stack.appUrl, 'Profile');
    await page.getByLabel('Full Name').fill('Nia N. Newbie');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Nia N. Newbie');
  });

  it('uploads an avatar through the presigned URL, and the browser can show it', async () => {
    // Uploads open 500 ms after sign-in completes (docs/requirements/accounts.md §8).
    await expect.poll(() => page.locator('input[type=file]').isEnabled()).toBe(true);
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByText('Avatar updated successfully!').waitFor();
    const avatar = page.locator('.avatar-upload img');
    // The picture comes from s3rver by its presigned URL: on a busy machine that takes more than poll's default second.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(1);
    await screenshot(page, 'settings-profile');
  });

  it('turns "Show online status" off, and it stays off after a reload', async () => {
    await openSettingsTab(page, stack.appUrl, 'Privacy');
    const toggle = page.getByRole('switch', { name: 'Show online status' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/privacy') && r.request().method() === 'PUT');
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    expect((await saved).status()).toBe(200);
    await openSettingsTab(page, stack.appUrl, 'Privacy');
    await expect.poll(() => page.getByRole('switch', { name: 'Show online status' }).isChecked()).toBe(false);
    // Once the settings may be changed again (they are off while the page checks the session).
    await expect.poll(() => page.getByRole('switch', { name: 'Show badges' }).isEnabled()).toBe(true);
    await screenshot(page, 'settings-privacy');
  });

  it('signs out to /login, and a protected page then asks to sign in', async () => {
    await signOut(page, 'Nia N. Newbie');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${stack.appUrl}/settings`);
    await page.waitForURL('**/login');
  });

  it('signs in again and returns to the page it came from', async () => {
    await signIn(page, person.email, person.password);
    await page.waitForURL('**/settings');
    // Signed in again, the page reads the profile; signing out while that read is in flight ends the
    // session under it (a 401 the browser logs). The student sees the page first.
    await expect.poll(() => page.getByLabel('Full Name').inputValue(), { timeout: 20_000 }).toBe('Nia N. Newbie');
    await signOut(page, 'Nia N. Newbie');
  });

  it('resets a forgotten password with the e-mailed code and signs in with the new one', async () => {
    const newPassword = 'Changed123!';
    await resetPassword(page, stack.appUrl, person.email, newPassword, () => latestCode(stack.mailboxUrl, person.email, 'forgot-password'));
    await page.getByRole('link', { name: 'Go to Login' }).click();
    const errorsBefore = watch.errors.length;
    await signIn(page, person.email, person.password);
    await page
      .getByRole('alert')
      .filter({ hasText: /Incorrect password|Invalid email or password/ })
      .waitFor();
    // The browser logs Cognito's 400 for the refused old password: that refusal is this step's point.
    expect(watch.errors.slice(errorsBefore)).toEqual([
      expect.stringMatching(/^console: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(http:\/\/127\.0\.0\.1:\d+\//),
    ]);
    watch.errors.splice(errorsBefore);
    await signIn(page, person.email, newPassword);
    await page.waitForURL('**/dashboard');
  });

  it('logged no console error, and no request left this machine', () => {
    expect(watch.errors).toEqual([]);
    expect(offLoopback(watch.requests)).toEqual([]);
  });
});
