import { describe, expect, it } from 'vitest';
import { expiresSoon, RefreshBudget } from './refresh-budget';

describe('the forced token refresh budget', () => {
  it('allows 3 a minute, at least 5 s apart', () => {
    let now = 0;
    const budget = new RefreshBudget(() => now);
    expect(budget.tryTake()).toBe(true);
    now = 4_999;
    expect(budget.tryTake()).toBe(false);
    now = 5_000;
    expect(budget.tryTake()).toBe(true);
    now = 10_000;
    expect(budget.tryTake()).toBe(true);
    now = 20_000;
    expect(budget.tryTake()).toBe(false);
    now = 60_000;
    expect(budget.tryTake()).toBe(true);
  });

  it('refreshes a token in its last minute only', () => {
    expect(expiresSoon(1_000, 940_001)).toBe(true);
    expect(expiresSoon(1_000, 900_000)).toBe(false);
    expect(expiresSoon(undefined, 0)).toBe(false);
  });
});
