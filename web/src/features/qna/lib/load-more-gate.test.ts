import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLoadGate, LOAD_MORE_GAP_MS } from './load-more-gate';

afterEach(() => vi.useRealTimers());

describe('the load-more gate (docs/requirements/qna.md §1: at least 1 s between loads)', () => {
  it('loads at once the first time, then waits out the rest of the second, running the latest request once', () => {
    vi.useFakeTimers();
    const gate = createLoadGate();
    const first = vi.fn();
    const second = vi.fn();
    const third = vi.fn();
    expect(LOAD_MORE_GAP_MS).toBe(1_000);
    gate.request(first);
    expect(first).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    gate.request(second);
    gate.request(third);
    vi.advanceTimersByTime(699);
    expect(second).not.toHaveBeenCalled();
    expect(third).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(third).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('loads at once when a second has passed, and drops a cancelled request', () => {
    vi.useFakeTimers();
    const gate = createLoadGate();
    const load = vi.fn();
    gate.request(load);
    vi.advanceTimersByTime(1_000);
    gate.request(load);
    expect(load).toHaveBeenCalledTimes(2);
    gate.request(load);
    gate.cancel();
    vi.advanceTimersByTime(5_000);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
