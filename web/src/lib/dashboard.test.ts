import { describe, expect, it } from 'vitest';
import { completion } from './dashboard';

describe('dashboard figures', () => {
  it('gives the completion as a whole percent, 0 for an empty catalogue', () => {
    expect(completion(1, 3)).toBe(33);
    expect(completion(0, 0)).toBe(0);
  });
});
