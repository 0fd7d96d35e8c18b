import { describe, expect, it } from 'vitest';
import { percentChange } from './dashboard-figures';

describe('dashboard figures', () => {
  it('shows the percent change with its sign, and caps it at 1000+%', () => {
    expect(percentChange(3, 2)).toBe('+50%');
    expect(percentChange(1, 4)).toBe('-75%');
    expect(percentChange(0, 0)).toBe('0%');
    expect(percentChange(5, 0)).toBe('1000+%');
    expect(percentChange(11, 1)).toBe('1000+%');
    expect(percentChange(10, 1)).toBe('+900%');
  });
});
