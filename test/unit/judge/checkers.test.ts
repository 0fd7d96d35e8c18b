import { describe, expect, it } from 'vitest';
import { checkers, DEFAULT_CHECKER } from '../../../lambdas/judge/core/checkers';

const check = checkers[DEFAULT_CHECKER];

describe('exact-trimmed checker (docs/requirements/practice.md §7)', () => {
  it('accepts the same output with CRLF line ends, trailing spaces and surrounding blank lines', () => {
    expect(check('1 2\r\n3 4  \r\n\r\n', '1 2\n3 4')).toBe(true);
    expect(check('\n  42\t\n', '42')).toBe(true);
  });

  it('rejects a different answer, a missing line, or a space inside a line', () => {
    expect(check('3', '4')).toBe(false);
    expect(check('1\n2', '1\n2\n3')).toBe(false);
    expect(check('1  2', '1 2')).toBe(false);
  });

  it('keeps line breaks significant', () => {
    expect(check('1 2', '1\n2')).toBe(false);
  });
});
