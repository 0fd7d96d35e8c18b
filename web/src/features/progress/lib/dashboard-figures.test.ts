import { describe, expect, it } from 'vitest';
import { completion, levelProgress, percentChange } from './dashboard-figures';

describe('dashboard figures', () => {
  it('shows the percent change with its sign, and caps it at 1000+%', () => {
    expect(percentChange(3, 2)).toBe('+50%');
    expect(percentChange(1, 4)).toBe('-75%');
    expect(percentChange(0, 0)).toBe('0%');
    expect(percentChange(5, 0)).toBe('1000+%');
    expect(percentChange(11, 1)).toBe('1000+%');
    expect(percentChange(10, 1)).toBe('+900%');
  });

  it('measures progress through the level, full at the top', () => {
    expect(levelProgress({ xp: 2750, levelStartXp: 1500, nextLevelXp: 4000 })).toBe(50);
    expect(levelProgress({ xp: 150_000, levelStartXp: 100_000, nextLevelXp: null })).toBe(100);
    expect(completion(1, 3)).toBe(33);
    expect(completion(0, 0)).toBe(0);
  });
});
