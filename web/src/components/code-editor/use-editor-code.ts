import { useCallback, useEffect, useRef, useState } from 'react';
import type { JudgeLanguage } from '@contract/judge';
import { defaultLanguage, type StarterCode } from './editor-languages';
import { clearDraft, type DraftScope, readDraft, readLastLanguage, writeDraft, writeLastLanguage } from './local-draft';

/** Typing bursts are written once they pause; a language switch, Save and leaving write at once. */
export const draftWriteDelayMs = 400;

export interface EditorCode {
  readonly language: JudgeLanguage;
  readonly code: string;
  /** Every edit: the code is kept and written to the browser draft shortly after. */
  readonly edit: (code: string) => void;
  /** Keeps the current code as a draft, then opens the other language's draft or starter code. */
  readonly changeLanguage: (language: JudgeLanguage) => void;
  /** Back to the starter code of the current language; its draft is dropped. */
  readonly reset: () => void;
  /** Writes the pending draft now. */
  readonly flush: () => void;
}

/** The code saved on the server (Save), if any: what this browser has no draft of starts from it. */
export interface SavedCode {
  readonly language: JudgeLanguage;
  readonly source: string;
}

/**
 * A language's code on open: its browser draft (written on every edit, so never older on this
 * device) wins; then the server draft of that language (Save, from any browser); then the starter.
 */
const openingCode = (scope: DraftScope, language: JudgeLanguage, starter: StarterCode, saved: SavedCode | null) =>
  readDraft(scope, language)?.code ?? (saved?.language === language ? saved.source : starter[language]);

/**
 * The code and language of the editor panel and their browser draft (docs/requirements/practice.md §4). One
 * instance serves one (user, problem): the panel is keyed by both, so another problem starts afresh.
 */
export function useEditorCode(
  openedScope: DraftScope,
  starter: StarterCode,
  initialLanguage: JudgeLanguage = defaultLanguage,
  openedSaved: SavedCode | null = null,
): EditorCode {
  // Fixed for the hook's life: the panel is keyed by user and problem.
  const [scope] = useState(openedScope);
  const [saved] = useState(openedSaved);
  const [state, setState] = useState(() => {
    const language = readLastLanguage(scope) ?? saved?.language ?? initialLanguage;
    return { language, code: openingCode(scope, language, starter, saved) };
  });
  /** The edit not written yet, with the language it belongs to (a switch must not file it under the new one). */
  const pending = useRef<{ language: JudgeLanguage; code: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  /** The language edits belong to, read by callbacks without waiting for a render. */
  const languageRef = useRef(state.language);

  const flush = useCallback(() => {
    const edit = pending.current;
    if (!edit) return;
    clearTimeout(edit.timer);
    pending.current = null;
    writeDraft(scope, edit.language, edit.code);
  }, [scope]);

  const edit = useCallback(
    (code: string) => {
      setState((s) => ({ ...s, code }));
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { language: languageRef.current, code, timer: setTimeout(flush, draftWriteDelayMs) };
    },
    [flush],
  );

  const changeLanguage = useCallback(
    (language: JudgeLanguage) => {
      flush();
      writeLastLanguage(scope, language);
      languageRef.current = language;
      setState({ language, code: openingCode(scope, language, starter, saved) });
    },
    [flush, scope, starter, saved],
  );

  const reset = useCallback(() => {
    const edit = pending.current;
    if (edit) clearTimeout(edit.timer);
    pending.current = null;
    const language = languageRef.current;
    clearDraft(scope, language);
    setState({ language, code: starter[language] });
  }, [scope, starter]);

  // Leaving the page or the screen writes what the debounce still holds.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { ...state, edit, changeLanguage, reset, flush };
}
