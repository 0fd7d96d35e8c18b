import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { defaultStorage, sessionStorage } from 'aws-amplify/utils';

/**
 * "Remember me" (docs/requirements/accounts.md §4) decides where Amplify keeps the Cognito tokens:
 * - checked: localStorage (Amplify's default), so the user stays signed in after closing the browser;
 * - unchecked: sessionStorage, so the tokens die with the tab.
 * The choice itself is kept in localStorage, because at the next page load Amplify must be pointed
 * at the same storage before it looks for tokens (Amplify.configure resets it to localStorage).
 */
export const REMEMBER_ME_KEY = 'codearena.rememberMe';

export function rememberedChoice(): boolean {
  try {
    return window.localStorage.getItem(REMEMBER_ME_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Points Amplify at the storage of the remembered choice; call before any token is read. */
export function applyRememberedTokenStorage(): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(rememberedChoice() ? defaultStorage : sessionStorage);
}

/** Records a new choice (at sign-in) and points Amplify at it, before the tokens are written. */
export function chooseTokenStorage(remember: boolean): void {
  try {
    window.localStorage.setItem(REMEMBER_ME_KEY, String(remember));
  } catch {
    // storage blocked: Amplify falls back to memory; the choice simply is not remembered
  }
  applyRememberedTokenStorage();
}
