import { describe, expect, it } from 'vitest';
import { levelProgress } from './level-bar';

describe('the level bar', () => {
  it('measures progress through the level, full at the top', () => {
    expect(levelProgress({ xp: 2750, levelStartXp: 1500, nextLevelXp: 4000 })).toBe(50);
    expect(levelProgress({ xp: 150_000, levelStartXp: 100_000, nextLevelXp: null })).toBe(100);
  });
});
