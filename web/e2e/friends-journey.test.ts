/**
 * The friends journey: two users in two browser contexts (separate storage and sign-ins, as two
 * browsers) against the whole local stack. Sam finds Maya by name and sends a request; Maya sees
 * the red dot on Connect and accepts; each sees the other Online, live; they chat both ways live,
 * with read flags; unread counts and the history survive a reload; Maya closing her browser turns
 * her Offline for Sam, and coming back turns her Online again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreeLocalPorts } from '../../local/ports';
import { onSharedDynamoDb } from '../../test/support/stack-on-shared-dynamodb';
import { SEEDED_ACCOUNTS } from '../../local/seed/accounts';
import { type LocalStack, startLocalStack } from '../../local/start';
import { signIn } from './support/account-steps';
import { screenshot } from './support/app-shell-steps';
import { launchChromium, newContext, offLoopback, type PageWatch, watchPage } from './support/browser';
import { builtWebApp } from './support/built-app';

const sam = SEEDED_ACCOUNTS.find((a) => a.role === 'student')!;
const maya = SEEDED_ACCOUNTS.find((a) => a.role === 'mentor')!;
const LIVE_MS = 15_000;

interface User {
  context: BrowserContext;
  page: Page;
  watch: PageWatch;
}

describe('two users befriend each other and chat live in two browsers against the local stack', () => {
  let stack: LocalStack;
  let browser: Browser;
  let dataDir = '';
  let a: User;
  let b: User;

  async function openAs(account: typeof sam): Promise<User> {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const watch = watchPage(page);
    await page.goto(`${stack.appUrl}/login`);
    // Maya is staff: her seeded TOTP secret answers the code step (docs/decisions/D33).
    const seeded = stack.accounts.find((x) => x.email === account.email);
    await signIn(page, account.email, account.password, seeded?.totpSecret);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    return { context, page, watch };
  }

  async function openFriends(user: User, tab?: string): Promise<Locator> {
    await user.page.goto(`${stack.appUrl}/friends${tab ? `?tab=${tab}` : ''}`);
    const main = user.page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Friends' }).waitFor({ timeout: 30_000 });
    return main;
  }

  const friendRow = (main: Locator, name: string) => main.getByRole('list', { name: 'My Friends' }).getByRole('listitem').filter({ hasText: name });
  const chatDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Chat with ${name}` });
  const bubbles = (dialog: Locator) => dialog.locator('.chat-bubble .chat-bubble__text');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-friends-journey-'));
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
    [a, b] = await Promise.all([openAs(sam), openAs(maya)]);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('Sam finds Maya by a part of her name, in any case, and sends a friend request', async () => {
    const main = await openFriends(a, 'search');
    await main.getByRole('searchbox', { name: 'Search users by name or email' }).or(main.getByLabel('Search users by name or email')).fill('mAy');
    const add = main.getByRole('button', { name: `Add Friend: ${maya.name}` });
    await add.click({ timeout: LIVE_MS });
    await expect.poll(() => main.getByRole('list', { name: 'Search results' }).textContent(), { timeout: LIVE_MS }).toMatch(/Request sent/);
    await expect.poll(() => main.getByText('Sent Requests').locator('..').textContent(), { timeout: LIVE_MS }).toMatch(/1/);
    // Sam is on Free: 10 invites a week (docs/decisions/D03), counted on the server.
    await expect.poll(() => main.getByText(/friend invites used this week/).textContent(), { timeout: LIVE_MS }).toBe('1 of 10 friend invites used this week.');
    await screenshot(a.page, 'friends-search-request-sent');
  }, 60_000);

  it('Maya sees the red dot on Connect, accepts, and Sam sees her in his list, Online, without reloading', async () => {
    await b.page.goto(`${stack.appUrl}/dashboard`);
    await expect.poll(() => b.page.getByRole('img', { name: 'Pending friend requests' }).count(), { timeout: LIVE_MS }).toBe(1);
    const samMain = await openFriends(a);
    const mayaMain = await openFriends(b, 'requests');
    await mayaMain.getByRole('button', { name: `Accept friend request from ${sam.name}` }).click({ timeout: LIVE_MS });
    await expect.poll(() => friendRow(samMain, maya.name).textContent(), { timeout: LIVE_MS }).toMatch(/Online/);
    await openFriends(b);
    await expect.poll(() => friendRow(b.page.getByRole('main'), sam.name).textContent(), { timeout: LIVE_MS }).toMatch(/Online/);
    expect(await samMain.getByText('Total Friends').locator('..').textContent()).toMatch(/1/);
    await screenshot(a.page, 'friends-list-online');
  }, 60_000);

  it('they chat live both ways; the sender sees Sent, then Read once Maya opens the conversation', async () => {
    await friendRow(a.page.getByRole('main'), maya.name)
      .getByRole('button', { name: `Message ${maya.name}` })
      .click();
    const samChat = chatDialog(a.page, maya.name);
    await samChat.waitFor({ timeout: LIVE_MS });
    const input = samChat.getByRole('textbox', { name: 'Message' });
    await input.fill('Hello Maya! Shall we pair on the graph problems?');
    await input.press('Enter');
    await expect.poll(() => bubbles(samChat).allTextContents(), { timeout: LIVE_MS }).toEqual(['Hello Maya! Shall we pair on the graph problems?']);
    await expect.poll(() => samChat.locator('.chat-bubble--own .chat-bubble__status').last().textContent(), { timeout: LIVE_MS }).toBe('Sent');

    // Maya's Messages button counts the unread message live, then she opens the conversation.
    const mayaMain = b.page.getByRole('main');
    await expect.poll(() => mayaMain.getByRole('button', { name: /^Messages/ }).textContent(), { timeout: LIVE_MS }).toMatch(/1/);
    await mayaMain.getByRole('button', { name: `Message ${sam.name}` }).click();
    const mayaChat = chatDialog(b.page, sam.name);
    await expect.poll(() => bubbles(mayaChat).allTextContents(), { timeout: LIVE_MS }).toEqual(['Hello Maya! Shall we pair on the graph problems?']);
    await expect.poll(() => samChat.locator('.chat-bubble--own .chat-bubble__status').last().textContent(), { timeout: LIVE_MS }).toBe('Read');

    const reply = mayaChat.getByRole('textbox', { name: 'Message' });
    await reply.fill('Yes! Tonight at 8?');
    await mayaChat.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => bubbles(samChat).allTextContents(), { timeout: LIVE_MS })
      .toEqual(['Hello Maya! Shall we pair on the graph problems?', 'Yes! Tonight at 8?']);
    await screenshot(a.page, 'friends-chat-sam');
    await screenshot(b.page, 'friends-chat-maya');
  }, 60_000);

  it('unread counts and the history survive a reload', async () => {
    await b.page.keyboard.press('Escape');
    const samChat = chatDialog(a.page, maya.name);
    await samChat.getByRole('textbox', { name: 'Message' }).fill('See you then.');
    await samChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect.poll(() => samChat.locator('.chat-bubble--own .chat-bubble__status').last().textContent(), { timeout: LIVE_MS }).toBe('Sent');

    const mayaMain = await openFriends(b);
    await expect.poll(() => mayaMain.getByRole('button', { name: /^Messages/ }).textContent(), { timeout: LIVE_MS }).toMatch(/1/);
    await mayaMain.getByRole('button', { name: /^Messages/ }).click();
    await b.page.getByRole('button', { name: `Chat with ${sam.name}, 1 unread` }).click({ timeout: LIVE_MS });
    const all = ['Hello Maya! Shall we pair on the graph problems?', 'Yes! Tonight at 8?', 'See you then.'];
    await expect.poll(() => bubbles(chatDialog(b.page, sam.name)).allTextContents(), { timeout: LIVE_MS }).toEqual(all);

    await openFriends(a);
    await friendRow(a.page.getByRole('main'), maya.name)
      .getByRole('button', { name: `Message ${maya.name}` })
      .click();
    await expect.poll(() => bubbles(chatDialog(a.page, maya.name)).allTextContents(), { timeout: LIVE_MS }).toEqual(all);
    await expect
      .poll(() => chatDialog(a.page, maya.name).locator('.chat-bubble--own .chat-bubble__status').allTextContents(), { timeout: LIVE_MS })
      .toEqual(['Read', 'Read']);
    await a.page.keyboard.press('Escape');
  }, 60_000);

  it('Maya closing her browser turns her Offline for Sam; signing in again turns her Online', async () => {
    const samMain = a.page.getByRole('main');
    await b.context.close();
    await expect.poll(() => friendRow(samMain, maya.name).textContent(), { timeout: LIVE_MS }).toMatch(/Offline/);
    b = await openAs(maya);
    await expect.poll(() => friendRow(samMain, maya.name).textContent(), { timeout: LIVE_MS }).toMatch(/Online/);
  }, 60_000);

  it('looks right at 390 px, and nothing failed or left the machine', async () => {
    await a.page.setViewportSize({ width: 390, height: 844 });
    await openFriends(a);
    await screenshot(a.page, 'friends-390');
    await friendRow(a.page.getByRole('main'), maya.name)
      .getByRole('button', { name: `Message ${maya.name}` })
      .click();
    await chatDialog(a.page, maya.name).waitFor();
    await screenshot(a.page, 'friends-chat-390');
    const horizontalOverflow = await a.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(horizontalOverflow).toBeLessThanOrEqual(0);
    expect([...a.watch.errors, ...b.watch.errors]).toEqual([]);
    expect(offLoopback([...a.watch.requests, ...b.watch.requests])).toEqual([]);
  }, 60_000);
});
