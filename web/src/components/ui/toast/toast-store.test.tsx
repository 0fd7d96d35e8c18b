import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { createToastStore, MAX_TOASTS } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps success 5 s, error 6 s and warning 5 s', () => {
    const store = createToastStore();
    store.success('saved');
    store.error('failed');
    store.warning('careful');
    vi.advanceTimersByTime(4_999);
    expect(store.get().map((t) => t.message)).toEqual(['saved', 'failed', 'careful']);
    vi.advanceTimersByTime(1);
    expect(store.get().map((t) => t.message)).toEqual(['failed']);
    vi.advanceTimersByTime(999);
    expect(store.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get()).toHaveLength(0);
  });

  it('holds at most 20, dropping the oldest', () => {
    const store = createToastStore();
    for (let i = 1; i <= 25; i++) store.info(`toast ${i}`);
    expect(store.get()).toHaveLength(MAX_TOASTS);
    expect(store.get()[0]?.message).toBe('toast 6');
    expect(store.get().at(-1)?.message).toBe('toast 25');
  });

  it('draws errors as alerts and the rest as status, top right, and can be dismissed', async () => {
    vi.useRealTimers();
    const store = createToastStore();
    render(<ToastProvider store={store}>page</ToastProvider>);
    act(() => {
      store.error('Upload failed');
      store.success('Saved!');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    expect(screen.getByRole('status')).toHaveTextContent('Saved!');
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
