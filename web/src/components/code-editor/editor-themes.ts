import { editorThemes } from '@contract/account/profile';
import type { editor } from 'monaco-editor/editor/editor.api';

export type EditorTheme = (typeof editorThemes)[number];

export function isEditorTheme(value: unknown): value is EditorTheme {
  return typeof value === 'string' && (editorThemes as readonly string[]).includes(value);
}

/** The profile's default (docs/requirements/practice.md §9). */
export const defaultEditorTheme: EditorTheme = 'hc-black';

/** docs/requirements/practice.md §9: the theme cycle button steps cream, redwine, darkpurple, hc-black, and round again. */
export function nextEditorTheme(theme: EditorTheme): EditorTheme {
  return editorThemes[(editorThemes.indexOf(theme) + 1) % editorThemes.length]!;
}

export const editorThemeLabels: Record<EditorTheme, string> = {
  'hc-black': 'High contrast',
  cream: 'Cream',
  redwine: 'Red wine',
  darkpurple: 'Dark purple',
};

/**
 * The Monaco name of a profile theme. Prefixed: 'hc-black' is also a built-in Monaco theme, and
 * defining a theme of that name would replace the base it inherits from.
 */
export function monacoThemeName(theme: EditorTheme): string {
  return `codearena-${theme}`;
}

/**
 * The four themes of the profile's codeEditorTheme as Monaco themes. Each foreground/background
 * pair keeps at least WCAG AA contrast (4.5:1) for code and comments; hc-black is Monaco's own
 * high-contrast theme as it is.
 */
export const monacoThemes: Record<EditorTheme, editor.IStandaloneThemeData> = {
  'hc-black': {
    base: 'hc-black',
    inherit: true,
    rules: [],
    colors: {},
  },
  cream: {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'comment', foreground: '6b5d45', fontStyle: 'italic' },
      { token: 'keyword', foreground: '8a3b12', fontStyle: 'bold' },
      { token: 'string', foreground: '2f6b1f' },
      { token: 'number', foreground: '7a3e9d' },
      { token: 'type', foreground: '1f5f8b' },
    ],
    colors: {
      'editor.background': '#fbf5e6',
      'editor.foreground': '#2b2418',
      'editorLineNumber.foreground': '#6f624c',
      'editorLineNumber.activeForeground': '#2b2418',
      'editor.lineHighlightBackground': '#f3ead3',
      'editor.selectionBackground': '#e6d5a8',
      'editorCursor.foreground': '#8a3b12',
    },
  },
  redwine: {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'comment', foreground: 'c9a0a8', fontStyle: 'italic' },
      { token: 'keyword', foreground: 'ffb38a', fontStyle: 'bold' },
      { token: 'string', foreground: 'f5e3a3' },
      { token: 'number', foreground: 'f7b2d0' },
      { token: 'type', foreground: '9fd8e8' },
    ],
    colors: {
      'editor.background': '#2a0a12',
      'editor.foreground': '#f6e8ea',
      'editorLineNumber.foreground': '#b98791',
      'editorLineNumber.activeForeground': '#f6e8ea',
      'editor.lineHighlightBackground': '#3a1220',
      'editor.selectionBackground': '#6b2236',
      'editorCursor.foreground': '#ffb38a',
    },
  },
  darkpurple: {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'comment', foreground: 'b4a5d6', fontStyle: 'italic' },
      { token: 'keyword', foreground: 'ff9ad5', fontStyle: 'bold' },
      { token: 'string', foreground: 'b8f2a0' },
      { token: 'number', foreground: 'ffd08a' },
      { token: 'type', foreground: '8fd3ff' },
    ],
    colors: {
      'editor.background': '#1a1029',
      'editor.foreground': '#ece6fa',
      'editorLineNumber.foreground': '#9a8cbf',
      'editorLineNumber.activeForeground': '#ece6fa',
      'editor.lineHighlightBackground': '#261940',
      'editor.selectionBackground': '#45306e',
      'editorCursor.foreground': '#ff9ad5',
    },
  },
};
