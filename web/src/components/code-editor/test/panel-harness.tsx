import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { type EditorContent, EditorPanel, type EditorPanelProps } from '../editor-panel';
import type { StarterCode } from '../editor-languages';

export const starterCode: StarterCode = {
  cpp: '// cpp starter\nint main() {}\n',
  python: '# python starter\n',
  java: '// java starter\nclass Main {}\n',
  javascript: '// javascript starter\n',
};

export const scope = { userId: 'user-1', problemId: 'two-sum' };

/** Renders the panel and waits for its (fake) editor, which it loads lazily as the real one. */
export async function renderPanel(props: Partial<EditorPanelProps> = {}) {
  // An explicit `onSave: undefined` means a panel without a server draft.
  const onSave = 'onSave' in props ? props.onSave : vi.fn((_: EditorContent) => Promise.resolve());
  const view = render(<EditorPanel {...scope} starterCode={starterCode} {...props} onSave={onSave} />);
  const editor = (await screen.findByRole('textbox', { name: /^Code editor/ })) as HTMLTextAreaElement;
  return { ...view, onSave, editor: () => screen.getByRole('textbox', { name: /^Code editor/ }) as HTMLTextAreaElement, firstEditor: editor };
}

export const languageSelect = () => screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
