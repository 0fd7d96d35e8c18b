import { totpCode } from '../../../local/cognito/sign-in';
import type { Page } from 'playwright-core';

/** A 1×1 PNG: the smallest real image the avatar checks accept. */
export const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface MailboxMessage {
  email: string;
  kind: string;
  code: string;
}

/** The newest code of a kind that the local mailbox holds for an address, waiting for it to arrive. */
export async function latestCode(mailboxUrl: string, email: string, kind: 'sign-up' | 'forgot-password', timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailboxUrl}?format=json&email=${encodeURIComponent(email)}`);
    const messages = (await response.json()) as MailboxMessage[];
    const message = messages.find((m) => m.kind === kind);
    if (message) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${kind} code for ${email} in the mailbox`);
}

/** Fills the sign-up form the browser is on, then its code step, and creates the account. */
export async function completeSignUp(
  page: Page,
  person: { name: string; email: string; password: string; country: string },
  readCode: () => Promise<string>,
): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Full Name').fill(person.name);
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Country').selectOption(person.country);
  await form.getByLabel('Password').fill(person.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await form.getByLabel('Enter OTP').fill(await readCode());
  await page.getByRole('button', { name: 'Verify OTP & Create Account' }).click();
}

export async function signUp(
  page: Page,
  appUrl: string,
  person: { name: string; email: string; password: string; country: string },
  readCode: () => Promise<string>,
): Promise<void> {
  await page.goto(`${appUrl}/signup`);
  await completeSignUp(page, person, readCode);
  await page.waitForURL('**/dashboard');
}

/**
 * Signs in on the login page the browser is on (or was sent to); a staff account with TOTP on
 * (docs/decisions/D33) answers the code step with its secret's current code.
 */
export async function signIn(page: Page, email: string, password: string, totpSecret?: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (!totpSecret) return;
  await form.getByLabel('Authentication code').fill(totpCode(totpSecret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Signs out through the account menu, whose button shows the signed-in user's name. */
export async function signOut(page: Page, userName: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).filter({ hasText: userName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
}

export async function openSettingsTab(page: Page, appUrl: string, tab: string): Promise<void> {
  await page.goto(`${appUrl}/settings`);
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('tabpanel').waitFor();
}

export async function resetPassword(page: Page, appUrl: string, email: string, newPassword: string, readCode: () => Promise<string>): Promise<void> {
  await page.goto(`${appUrl}/forgot-password`);
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await form.getByLabel('Verification code').fill(await readCode());
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await form.getByLabel('New Password').fill(newPassword);
  await form.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('heading', { name: 'Password Reset Successful' }).waitFor();
}
