/**
 * Monaco from the app's own bundle, never a CDN: the editor API with only the
 * features a solving screen needs, the syntax of the judge's four languages, and the one worker
 * those need, built by Vite. `@monaco-editor/react` would otherwise fetch Monaco from a CDN: giving
 * its loader this instance turns that off. Imported only by ./code-editor, which the editor panel
 * loads lazily, so none of this is in the first load of the app or of the problem page.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
// oxlint-disable-next-line import/default -- Vite's `?worker` suffix makes the default export (a Worker constructor); the linter cannot see through the suffix.
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
// Editing features, each its own module (monaco-editor/esm/vs/features): what editor.main would
// bring minus the language-server ones (code lens, inlay hints, rename, go to definition...) that
// plain syntax highlighting cannot feed, and minus the diff editor.
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/caretOperations/register';
import 'monaco-editor/features/clipboard/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/contextmenu/register';
import 'monaco-editor/features/cursorUndo/register';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/gotoLine/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/lineSelection/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/quickCommand/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/features/snippet/register';
import 'monaco-editor/features/suggest/register';
import 'monaco-editor/editor/contrib/suggest/browser/suggestController';
// The keyboard escape from the editor: Ctrl+M (Ctrl+Shift+M on macOS) makes Tab move focus.
import 'monaco-editor/features/toggleTabFocusMode/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/wordOperations/register';
// Syntax of the judge's languages (contract/judge.ts); each tokenizer loads when first used.
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/java/register';
import 'monaco-editor/languages/definitions/javascript/register';
import 'monaco-editor/languages/definitions/python/register';
import { editorThemes } from '@contract/account/profile';
import { monacoThemeName, monacoThemes } from '../editor-themes';

// The editor worker (word-based suggestions, links, diffs of edits) as a bundled module worker:
// same origin, so the page's script policy covers it. No language worker: the four languages
// need none.
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

loader.config({ monaco });

for (const theme of editorThemes) monaco.editor.defineTheme(monacoThemeName(theme), monacoThemes[theme]);

export { monaco };
