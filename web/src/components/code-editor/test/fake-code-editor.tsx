import type { CodeEditorProps } from '../monaco/code-editor';

/**
 * Monaco needs a real browser (layout, workers); in the jsdom tests every import of
 * monaco/code-editor resolves to this text area instead (vitest.config.ts), which takes the same
 * props, so the panel's own behaviour is what they test.
 * The real editor is proven by the bundle test and the browser screenshots.
 */
export default function FakeCodeEditor({ language, value, onChange, theme, ariaLabel, describedBy, readOnly = false }: CodeEditorProps) {
  return (
    <textarea
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      data-language={language}
      data-theme={theme}
      value={value}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
