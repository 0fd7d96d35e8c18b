import type { Page } from 'playwright-core';

/**
 * Replaces the editor's whole text as a paste would: Monaco drops keystrokes typed at full speed in
 * headless Chromium, and typed brackets would be auto-closed; inserted text is taken as it is.
 */
export async function replaceCode(page: Page, code: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: /^Code editor, / });
  await editor.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/**
 * Picks the editor's language by its visible name (C++, Python, Java, JavaScript): the option reads
 * the name, then the toolchain's version once the judges have told it ("Python (3.11.2)").
 */
export async function selectLanguage(page: Page, label: string): Promise<void> {
  const select = page.getByLabel('Language', { exact: true });
  const names = await select.locator('option').allTextContents();
  const option = names.find((name) => name === label || name.startsWith(`${label} (`));
  if (!option) throw new Error(`no language option named ${label}: ${names.join(', ')}`);
  await select.selectOption({ label: option });
  // Monaco's input element is attached but has no size: it is never "visible".
  await page.getByRole('textbox', { name: `Code editor, ${label}` }).waitFor({ state: 'attached' });
}

/**
 * Records every text the submission's test list shows from now on (a MutationObserver in the page,
 * so that a state shown for a few milliseconds is seen too); the returned function reads them.
 */
export async function watchTestList(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __testListStates: string[] }).__testListStates = seen;
    const record = () => {
      const list = document.querySelector('ol[aria-label="Tests"]');
      const text = list?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __testListStates: string[] }).__testListStates);
}
