import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftWriteDelayMs } from './use-editor-code';
import { draftKey, lastLanguageKey } from './local-draft';
import { languageSelect, renderPanel, scope, starterCode } from './test/panel-harness';

const storedDraft = (language: string) => {
  const raw = localStorage.getItem(`codearena:draft:v1:user-1:two-sum:${language}`);
  return raw ? (JSON.parse(raw) as { code: string; savedAt: string }).code : null;
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('editor panel: languages and starter code', () => {
  it('offers the four judge languages and opens on the C++ starter', async () => {
    const { editor } = await renderPanel();
    expect([...languageSelect().options].map((o) => [o.value, o.text])).toEqual([
      ['cpp', 'C++'],
      ['python', 'Python'],
      ['java', 'Java'],
      ['javascript', 'JavaScript'],
    ]);
    expect(editor()).toHaveValue(starterCode.cpp);
    expect(editor()).toHaveAttribute('data-language', 'cpp');
    expect(editor()).toHaveAccessibleName('Code editor, C++');
  });

  it('switches to each language with its own starter, and keeps each language\u2019s edits apart', async () => {
    const { editor } = await renderPanel({ initialLanguage: 'java' });
    expect(editor()).toHaveValue(starterCode.java);
    await userEvent.selectOptions(languageSelect(), 'python');
    expect(editor()).toHaveValue(starterCode.python);
    expect(editor()).toHaveAttribute('data-language', 'python');

    fireEvent.change(editor(), { target: { value: 'print(input())' } });
    await userEvent.selectOptions(languageSelect(), 'javascript');
    expect(editor()).toHaveValue(starterCode.javascript);
    // The switch wrote the Python edit at once, under Python, not under the new language.
    expect(storedDraft('python')).toBe('print(input())');
    expect(storedDraft('javascript')).toBeNull();

    await userEvent.selectOptions(languageSelect(), 'python');
    expect(editor()).toHaveValue('print(input())');
  });
});

describe('editor panel: the browser draft', () => {
  it('writes an edit once typing pauses, under this user, problem and language', async () => {
    const { editor } = await renderPanel();
    vi.useFakeTimers();
    fireEvent.change(editor(), { target: { value: 'int main() { return 1; }' } });
    act(() => vi.advanceTimersByTime(draftWriteDelayMs - 1));
    expect(storedDraft('cpp')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(storedDraft('cpp')).toBe('int main() { return 1; }');
  });

  it('wins over the starter code on reload, in the language last chosen', async () => {
    const first = await renderPanel();
    await userEvent.selectOptions(languageSelect(), 'python');
    fireEvent.change(first.editor(), { target: { value: 'print(42)' } });
    first.unmount(); // leaving writes what the debounce still held

    const { editor } = await renderPanel({ initialLanguage: 'cpp' });
    expect(languageSelect()).toHaveValue('python');
    expect(editor()).toHaveValue('print(42)');
  });

  it('is per user and per problem', async () => {
    localStorage.setItem(draftKey({ userId: 'user-2', problemId: 'two-sum' }, 'cpp'), JSON.stringify({ code: 'other user', savedAt: '2025-01-01T00:00:00Z' }));
    localStorage.setItem(
      draftKey({ userId: 'user-1', problemId: 'other-problem' }, 'cpp'),
      JSON.stringify({ code: 'other problem', savedAt: '2025-01-01T00:00:00Z' }),
    );
    const { editor } = await renderPanel();
    expect(editor()).toHaveValue(starterCode.cpp);
  });

  it('ignores a malformed or foreign record and opens the starter code', async () => {
    localStorage.setItem(draftKey(scope, 'cpp'), '{"code": 12}');
    localStorage.setItem(lastLanguageKey(scope), 'brainfuck');
    const { editor } = await renderPanel();
    expect(languageSelect()).toHaveValue('cpp');
    expect(editor()).toHaveValue(starterCode.cpp);
  });

  it('starts afresh, from that problem\u2019s drafts, when another problem opens', async () => {
    localStorage.setItem(draftKey({ ...scope, problemId: 'next' }, 'cpp'), JSON.stringify({ code: 'next draft', savedAt: '2025-01-01T00:00:00Z' }));
    const { editor, rerender, onSave } = await renderPanel();
    fireEvent.change(editor(), { target: { value: 'two-sum work' } });
    const { EditorPanel } = await import('./editor-panel');
    rerender(<EditorPanel {...scope} problemId="next" starterCode={starterCode} onSave={onSave} />);
    expect(await screen.findByDisplayValue('next draft')).toBeInTheDocument();
    expect(storedDraft('cpp')).toBe('two-sum work');
  });
});

describe('editor panel: Reset', () => {
  it('asks first; Cancel keeps the code', async () => {
    const { editor } = await renderPanel();
    fireEvent.change(editor(), { target: { value: 'my solution' } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset to starter code' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset code?' });
    expect(dialog).toHaveAccessibleDescription(/C\+\+ code will be replaced with the starter code/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(editor()).toHaveValue('my solution');
  });

  it('puts the starter back and deletes the draft, so a reload shows the starter too', async () => {
    const first = await renderPanel();
    await userEvent.selectOptions(languageSelect(), 'java');
    fireEvent.change(first.editor(), { target: { value: 'class Main { /* mine */ }' } });
    await userEvent.selectOptions(languageSelect(), 'python');
    await userEvent.selectOptions(languageSelect(), 'java'); // the draft is now stored
    expect(storedDraft('java')).toBe('class Main { /* mine */ }');

    await userEvent.click(screen.getByRole('button', { name: 'Reset to starter code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset code' }));
    expect(first.editor()).toHaveValue(starterCode.java);
    expect(storedDraft('java')).toBeNull();
    first.unmount();

    const { editor } = await renderPanel();
    expect(editor()).toHaveValue(starterCode.java);
  });
});

describe('editor panel: Save', () => {
  it('sends the current language and code, and shows \u2018Code saved!\u2019 for 1.2 s', async () => {
    const { editor, onSave } = await renderPanel();
    fireEvent.change(editor(), { target: { value: 'int main() { return 0; }' } });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ language: 'cpp', code: 'int main() { return 0; }' });
    // Save also writes the browser draft at once.
    expect(storedDraft('cpp')).toBe('int main() { return 0; }');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const status = screen.getByText('Code saved!');
    expect(status).toHaveAttribute('role', 'status');
    await act(() => vi.advanceTimersByTimeAsync(1_199));
    expect(screen.getByText('Code saved!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Code saved!')).not.toBeInTheDocument();
  });

  it('saves once when pressed twice while the first save is in flight', async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderPanel({ onSave });
    const button = screen.getByRole('button', { name: 'Save code' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toBeDisabled();
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await screen.findByText('Code saved!')).toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it('says so when the save fails, and keeps the draft', async () => {
    const { editor } = await renderPanel({ onSave: () => Promise.reject(new Error('down')) });
    fireEvent.change(editor(), { target: { value: 'kept' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save code.');
    expect(screen.queryByText('Code saved!')).not.toBeInTheDocument();
    expect(storedDraft('cpp')).toBe('kept');
  });
});

describe('editor panel: theme and keyboard', () => {
  it('opens in the profile\u2019s editor theme and switches among the four', async () => {
    const onThemeChange = vi.fn();
    const { editor } = await renderPanel({ editorTheme: 'cream', onThemeChange });
    const select = screen.getByRole('combobox', { name: 'Editor theme' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['hc-black', 'cream', 'redwine', 'darkpurple']);
    expect(editor()).toHaveAttribute('data-theme', 'cream');
    await userEvent.selectOptions(select, 'darkpurple');
    expect(editor()).toHaveAttribute('data-theme', 'darkpurple');
    expect(onThemeChange).toHaveBeenCalledExactlyOnceWith('darkpurple');
  });

  it('tells keyboard users how to leave the editor, and reaches every control with Tab', async () => {
    const { editor } = await renderPanel();
    expect(editor()).toHaveAccessibleDescription(/Press Ctrl\+M \(Ctrl\+Shift\+M on macOS\) to make Tab move the focus out of the editor/);
    const order: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      const active = document.activeElement as HTMLElement;
      order.push(active.getAttribute('aria-label') ?? (active.id ? (document.querySelector(`label[for="${active.id}"]`)?.textContent ?? null) : null));
    }
    expect(order).toEqual(['Language', 'Editor theme', 'Reset to starter code', 'Save code', 'Code editor, C++']);
  });
});

describe('editor panel: without a server draft', () => {
  it('shows no Save button, and still keeps the browser draft', async () => {
    const { editor } = await renderPanel({ onSave: undefined });
    expect(screen.queryByRole('button', { name: 'Save code' })).not.toBeInTheDocument();
    fireEvent.change(editor(), { target: { value: 'draft only' } });
    await userEvent.selectOptions(languageSelect(), 'java');
    expect(storedDraft('cpp')).toBe('draft only');
  });
});
