import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

describe('the home challenge countdown (docs/requirements/shell.md §6)', () => {
  const now = new Date('2026-11-25T10:00:00.000Z');

  it('counts whole days, hours, minutes and seconds to the end', () => {
    expect(timeLeft(new Date('2026-11-27T13:04:05.900Z'), now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(new Date('2026-11-25T10:00:01.000Z'), now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('shows zeros without an end, after it, and for a date that does not parse', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeLeft(undefined, now)).toEqual(zeros);
    expect(timeLeft(new Date('2026-11-25T09:59:59.000Z'), now)).toEqual(zeros);
    expect(timeLeft(now, now)).toEqual(zeros);
    expect(timeLeft(new Date('not a date'), now)).toEqual(zeros);
  });
});
