import Editor, { type OnMount } from '@monaco-editor/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { JudgeLanguage } from '@contract/judge';
import { type EditorTheme, monacoThemeName } from '../editor-themes';
import './monaco-setup';

export interface CodeEditorProps {
  readonly language: JudgeLanguage;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly theme: EditorTheme;
  /** What a screen reader announces for the editor's input. */
  readonly ariaLabel: string;
  /** The id of the text telling how to leave the editor with the keyboard. */
  readonly describedBy: string;
  /** Shown, never changed (a weekly challenge once submitted, docs/requirements/challenges.md §4). */
  readonly readOnly?: boolean;
}

/** docs/requirements/practice.md §9: font 14 px, tab size 4 spaces. */
const options = {
  fontSize: 14,
  tabSize: 4,
  insertSpaces: true,
  detectIndentation: false,
  // The panel is as narrow as a phone (390 px): no minimap, a narrow gutter, and the layout follows the container.
  minimap: { enabled: false },
  lineNumbersMinChars: 3,
  automaticLayout: true,
  scrollBeyondLastLine: false,
  fixedOverflowWidgets: true,
  // Screen readers get the editor's accessible mode when the browser reports one.
  accessibilitySupport: 'auto',
} as const;

type MonacoEditor = Parameters<OnMount>[0];

/**
 * The real Monaco editor. Typing stays in Monaco's model, and the panel hears of it through
 * onChange; the panel's value is written back only when it changes for another reason (language
 * switch, Reset). Feeding every keystroke back as a controlled value would, under fast typing,
 * overwrite newer text with an older render's value. Its own chunk: the panel loads it with
 * React.lazy, and jsdom tests replace it (Monaco needs a real browser).
 */
export default function CodeEditor({ language, value, onChange, theme, ariaLabel, describedBy, readOnly = false }: CodeEditorProps) {
  const editorRef = useRef<MonacoEditor | null>(null);
  const lastTyped = useRef(value);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === lastTyped.current || value === editor.getValue()) return;
    lastTyped.current = value;
    editor.setValue(value);
  }, [value]);

  // @monaco-editor/react re-applies options and re-subscribes onChange whenever their identity
  // changes: new ones on every keystroke's render would disturb the input while typing.
  // domReadOnly marks Monaco's input itself read-only, so a screen reader says so too.
  const editorOptions = useMemo(() => ({ ...options, ariaLabel, readOnly, domReadOnly: readOnly }), [ariaLabel, readOnly]);
  const handleChange = useCallback(
    (next = '') => {
      lastTyped.current = next;
      onChange(next);
    },
    [onChange],
  );

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    // Monaco's input (a text area, or an EditContext element) takes the label from options; the keyboard hint is linked by hand.
    for (const input of editor.getDomNode()?.querySelectorAll(`textarea, [aria-label="${CSS.escape(ariaLabel)}"]`) ?? []) {
      input.setAttribute('aria-describedby', describedBy);
    }
  };
  return (
    <Editor
      height="100%"
      language={language}
      defaultValue={value}
      theme={monacoThemeName(theme)}
      options={editorOptions}
      onChange={handleChange}
      onMount={onMount}
      loading={<p role="status">Loading editor...</p>}
    />
  );
}
