import { type JudgeLanguage, MAX_SOURCE_BYTES } from '@contract/judge';
import { isJudgeLanguage } from './editor-languages';

/**
 * The browser draft of docs/requirements/practice.md §4: per user, problem and language, the code and when it was
 * written, in localStorage. It is saved on every edit and wins over the starter code on reload
 * (§4), so a closed tab or a crash loses nothing. Storage is another tab's and the user's to
 * change: whatever is read back is checked, and anything malformed counts as no draft.
 */
export interface LocalDraft {
  readonly code: string;
  /** ISO time of the edit that wrote it. */
  readonly savedAt: string;
}

export interface DraftScope {
  readonly userId: string;
  readonly problemId: string;
}

const prefix = 'codearena:draft:v1';

/** Ids are encoded, so a ':' in one can never make two scopes share a key. */
const scopeKey = ({ userId, problemId }: DraftScope) => `${prefix}:${encodeURIComponent(userId)}:${encodeURIComponent(problemId)}`;

export const draftKey = (scope: DraftScope, language: JudgeLanguage) => `${scopeKey(scope)}:${language}`;
export const lastLanguageKey = (scope: DraftScope) => `${scopeKey(scope)}:language`;

/**
 * The judge takes 64 KB at most; a larger draft is not kept (it could never be run, and storage
 * is about 5 MB per site for every problem together). UTF-16 units bound the UTF-8 size from below.
 */
const storable = (code: string) => code.length <= MAX_SOURCE_BYTES;

/** localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(scope: DraftScope, language: JudgeLanguage): LocalDraft | null {
  const raw = storage()?.getItem(draftKey(scope, language));
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { code, savedAt } = value as Record<string, unknown>;
    if (typeof code !== 'string' || typeof savedAt !== 'string' || !storable(code)) return null;
    return { code, savedAt };
  } catch {
    return null;
  }
}

/** Writes the draft; false when the browser refused (storage full or disabled) or the code is too large. */
export function writeDraft(scope: DraftScope, language: JudgeLanguage, code: string, now = new Date()): boolean {
  if (!storable(code)) return false;
  try {
    storage()?.setItem(draftKey(scope, language), JSON.stringify({ code, savedAt: now.toISOString() } satisfies LocalDraft));
    return storage() !== null;
  } catch {
    return false;
  }
}

export function clearDraft(scope: DraftScope, language: JudgeLanguage): void {
  storage()?.removeItem(draftKey(scope, language));
}

/** The language the user last chose on this problem, so a reload opens the draft they were writing. */
export function readLastLanguage(scope: DraftScope): JudgeLanguage | null {
  const value = storage()?.getItem(lastLanguageKey(scope));
  return isJudgeLanguage(value) ? value : null;
}

export function writeLastLanguage(scope: DraftScope, language: JudgeLanguage): void {
  try {
    storage()?.setItem(lastLanguageKey(scope), language);
  } catch {
    // Full or disabled storage: the problem opens in its default language next time.
  }
}
