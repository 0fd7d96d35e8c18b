import { lazy, type ReactNode, Suspense, useCallback, useId, useState } from 'react';
import { editorThemes } from '@contract/account/profile';
import type { JudgeLanguage } from '@contract/judge';
import { type SavedCode, useEditorCode } from './use-editor-code';
import { type SaveFeedbackOptions, useSaveFeedback } from './use-save-feedback';
import type { LanguageVersions } from './judge-languages';
import { editorLanguages, isJudgeLanguage, languageLabels, languageOptionLabel, type StarterCode } from './editor-languages';
import { defaultEditorTheme, type EditorTheme, editorThemeLabels, nextEditorTheme } from './editor-themes';
import { EditorLoadBoundary } from './editor-load-boundary';
import { ResetCodeDialog } from './reset-code-dialog';
import './editor-panel.css';

/** Monaco and its worker are about a megabyte: fetched when the panel first shows, never before. */
const CodeEditor = lazy(() => import('./monaco/code-editor'));

/** What Save, Run and Submit act on. */
export interface EditorContent {
  readonly language: JudgeLanguage;
  readonly code: string;
}

export interface EditorPanelProps {
  readonly userId: string;
  readonly problemId: string;
  readonly starterCode: StarterCode;
  /** The language to open in when the user has not chosen one on this problem yet. */
  readonly initialLanguage?: JudgeLanguage;
  /** The code saved on the server for this problem, read before the panel opens (it is read once). */
  readonly savedCode?: SavedCode | null;
  /** The profile's codeEditorTheme. */
  readonly editorTheme?: EditorTheme;
  readonly onThemeChange?: (theme: EditorTheme) => void;
  /**
   * Save: the server draft. Resolves when it is stored; a rejection shows the failure. Without it
   * there is no Save button (the browser draft is written on every edit anyway).
   */
  readonly onSave?: (content: EditorContent) => Promise<void>;
  /** How long Save's message shows, and which failures are refusals to show as a message (docs/requirements/challenges.md §2). */
  readonly saveFeedback?: SaveFeedbackOptions;
  /** The screen's own buttons (Run Only, Submit), given the current code. */
  readonly actions?: (content: EditorContent) => ReactNode;
  /** The code is shown, never changed: no edits, no Reset (a weekly challenge once submitted, docs/requirements/challenges.md §4). */
  readonly readOnly?: boolean;
  /** The theme as a select (the problem screen), or a button that steps to the next one (the weekly challenge, docs/requirements/challenges.md §2). */
  readonly themeControl?: 'select' | 'cycle';
  /** Shows how many characters the code has (docs/requirements/challenges.md §2: code length counts toward a challenge's score). */
  readonly showCharCount?: boolean;
  /** The judges' toolchain versions (GET /judge/languages), shown in the language select once known. */
  readonly languageVersions?: LanguageVersions;
}

/**
 * The code editor of the solving screen (docs/requirements/practice.md §3, §6): language select, starter code, Reset,
 * theme, Save, and a browser draft of every edit that wins on reload. Keyed by user and problem:
 * opening another problem starts from that problem's own drafts.
 */
export function EditorPanel(props: EditorPanelProps) {
  return <EditorPanelBody key={`${props.userId}\n${props.problemId}`} {...props} />;
}

function EditorPanelBody(props: EditorPanelProps) {
  const {
    userId,
    problemId,
    starterCode,
    initialLanguage,
    savedCode = null,
    editorTheme = defaultEditorTheme,
    onThemeChange,
    onSave,
    saveFeedback,
    actions,
  } = props;
  const { readOnly = false, themeControl = 'select', showCharCount = false, languageVersions = {} } = props;
  const id = useId();
  const { language, code, edit, changeLanguage, reset, flush } = useEditorCode({ userId, problemId }, starterCode, initialLanguage, savedCode);
  const [theme, setTheme] = useState(editorTheme);
  const [confirmingReset, setConfirmingReset] = useState(false);

  // The profile's theme can arrive after the panel: follow it until the user picks one here.
  const [profileTheme, setProfileTheme] = useState(editorTheme);
  if (profileTheme !== editorTheme) {
    setProfileTheme(editorTheme);
    setTheme(editorTheme);
  }

  const save = useCallback(() => {
    flush();
    return onSave ? onSave({ language, code }) : Promise.resolve();
  }, [flush, onSave, language, code]);
  const saving = useSaveFeedback(save, saveFeedback);
  const pickTheme = (next: EditorTheme) => {
    setTheme(next);
    onThemeChange?.(next);
  };

  const hintId = `${id}-keyboard-hint`;
  return (
    <section className="editor-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        Code editor
      </h2>
      <div className="editor-panel__toolbar">
        <div className="editor-panel__field">
          <label htmlFor={`${id}-language`}>Language</label>
          <select
            id={`${id}-language`}
            value={language}
            onChange={(e) => {
              if (isJudgeLanguage(e.target.value)) changeLanguage(e.target.value);
            }}
          >
            {editorLanguages.map((l) => (
              <option key={l} value={l}>
                {languageOptionLabel(l, languageVersions[l])}
              </option>
            ))}
          </select>
        </div>
        {themeControl === 'select' ? (
          <div className="editor-panel__field">
            <label htmlFor={`${id}-theme`}>Editor theme</label>
            <select
              id={`${id}-theme`}
              value={theme}
              onChange={(e) => {
                const next = editorThemes.find((t) => t === e.target.value);
                if (next) pickTheme(next);
              }}
            >
              {editorThemes.map((t) => (
                <option key={t} value={t}>
                  {editorThemeLabels[t]}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <button
            type="button"
            className="button editor-panel__theme"
            title={`Switch to ${editorThemeLabels[nextEditorTheme(theme)]}`}
            onClick={() => pickTheme(nextEditorTheme(theme))}
          >
            Theme: {editorThemeLabels[theme]}
          </button>
        )}
        {showCharCount ? <p className="editor-panel__chars">Characters: {code.length}</p> : null}
        <div className="editor-panel__buttons">
          <button type="button" className="button" aria-label="Reset to starter code" disabled={readOnly} onClick={() => setConfirmingReset(true)}>
            Reset
          </button>
          {onSave ? (
            <button type="button" className="button" aria-label="Save code" disabled={saving.status === 'saving'} onClick={saving.run}>
              {saving.status === 'saving' ? 'Saving...' : 'Save'}
            </button>
          ) : null}
          {actions?.({ language, code })}
        </div>
        <p className="editor-panel__save-status" role="status">
          {saving.status === 'saved' ? 'Code saved!' : ''}
        </p>
        {saving.status === 'refused' ? (
          <p className="editor-panel__save-error" role="alert">
            {saving.refusal}
          </p>
        ) : null}
        {saving.status === 'failed' ? (
          <p className="editor-panel__save-error" role="alert">
            Failed to save code. Your draft is still kept in this browser.
          </p>
        ) : null}
      </div>
      <div className="editor-panel__editor">
        <p id={hintId} className="editor-panel__hint visually-hidden">
          In the code editor, Tab inserts indentation. Press Ctrl+M (Ctrl+Shift+M on macOS) to make Tab move the focus out of the editor instead, and again to
          switch back.
        </p>
        <EditorLoadBoundary>
          <Suspense
            fallback={
              <p role="status" className="editor-panel__message">
                Loading editor...
              </p>
            }
          >
            <CodeEditor
              language={language}
              value={code}
              onChange={edit}
              theme={theme}
              ariaLabel={`Code editor, ${languageLabels[language]}${readOnly ? ', read-only' : ''}`}
              describedBy={hintId}
              readOnly={readOnly}
            />
          </Suspense>
        </EditorLoadBoundary>
      </div>
      {confirmingReset ? (
        <ResetCodeDialog
          languageLabel={languageLabels[language]}
          onCancel={() => setConfirmingReset(false)}
          onConfirm={() => {
            reset();
            setConfirmingReset(false);
          }}
        />
      ) : null}
    </section>
  );
}
