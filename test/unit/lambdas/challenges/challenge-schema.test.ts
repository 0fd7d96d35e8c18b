/**
 * What staff may schedule (contract/challenges.ts): the spec's rules for tests (empty ones dropped,
 * up to 20), the dates, and the size bound that keeps the create request inside a Lambda event.
 */
import { describe, expect, it } from 'vitest';
import { challengeMessages, countdownTo, MAX_CHALLENGE_TESTS, MAX_CHALLENGE_TESTS_BYTES, newChallengeSchema, statusAt } from '@contract/challenges';

const base = {
  title: 'Two Sum Sprint',
  description: 'Add two numbers.',
  difficulty: 'Easy',
  startsAt: '2026-11-30T00:00:00Z',
  endsAt: '2026-12-07T00:00:00Z',
  tests: [{ input: '1 2\n', expected: '3\n' }],
};
const messagesOf = (value: unknown) => {
  const parsed = newChallengeSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('a new weekly challenge', () => {
  it('takes the spec fields with defaults: limits, no tags, no starter code, no language averages; instants in UTC', () => {
    const parsed = newChallengeSchema.parse({ ...base, startsAt: '2026-11-30T05:00:00+05:00' });
    expect(parsed).toMatchObject({ tags: [], starterCode: {}, timeMs: 2000, memoryMb: 256, languageMetrics: {}, startsAt: '2026-11-30T00:00:00.000Z' });
  });

  it('drops entirely empty tests, keeps at most 20, needs one', () => {
    const empty = { input: '  ', expected: '' };
    expect(newChallengeSchema.parse({ ...base, tests: [empty, ...base.tests, empty] }).tests).toHaveLength(1);
    expect(messagesOf({ ...base, tests: [empty] })).toContain('At least one test case is required');
    expect(messagesOf({ ...base, tests: Array.from({ length: MAX_CHALLENGE_TESTS + 1 }, () => base.tests[0]) }).length).toBeGreaterThan(0);
    expect(messagesOf({ ...base, tests: Array.from({ length: MAX_CHALLENGE_TESTS }, () => base.tests[0]) })).toEqual([]);
  });

  it('refuses an end before the start and a run longer than five weeks', () => {
    expect(messagesOf({ ...base, endsAt: base.startsAt })).toContain(challengeMessages.endsBeforeStart);
    expect(messagesOf({ ...base, endsAt: '2027-01-05T00:00:01Z' })).toContain(challengeMessages.tooLong);
    expect(messagesOf({ ...base, startsAt: 'next monday' }).length).toBeGreaterThan(0);
  });

  it('holds 512 KB of tests at most; the worst case of them still fits a Lambda event (6 MB) as API Gateway passes the body', () => {
    // Control characters: JSON writes each as \u0001 (6 bytes), and the event escapes the body string again (7).
    const half = '\u0001'.repeat(MAX_CHALLENGE_TESTS_BYTES / 2);
    const atLimit = { ...base, tests: [{ input: half, expected: half }] };
    expect(messagesOf(atLimit)).toEqual([]);
    expect(messagesOf({ ...base, tests: [{ input: half, expected: `${half}x` }] })).toContain(challengeMessages.testsTooLarge);
    const event = JSON.stringify({ body: JSON.stringify(atLimit), headers: {}, requestContext: {} });
    expect(Buffer.byteLength(event)).toBeLessThan(6 * 1024 * 1024);
  });

  it('bounds every string a form sends: title, description, tags, starter code', () => {
    expect(messagesOf({ ...base, title: 'x'.repeat(121) }).length).toBe(1);
    expect(messagesOf({ ...base, description: 'x'.repeat(20_001) }).length).toBe(1);
    expect(messagesOf({ ...base, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }).length).toBe(1);
    expect(messagesOf({ ...base, starterCode: { cpp: 'x'.repeat(16 * 1024 + 1) } }).length).toBe(1);
    expect(messagesOf({ ...base, starterCode: { cobol: 'x' } }).length).toBe(1);
  });
});

describe('a challenge over time', () => {
  const dates = { startsAt: '2026-11-30T00:00:00.000Z', endsAt: '2026-12-07T00:00:00.000Z' };

  it('is upcoming before its start, active from it, completed from its end', () => {
    expect(statusAt(dates, new Date('2026-11-29T23:59:59.999Z'))).toBe('upcoming');
    expect(statusAt(dates, new Date(dates.startsAt))).toBe('active');
    expect(statusAt(dates, new Date('2026-12-06T23:59:59Z'))).toBe('active');
    expect(statusAt(dates, new Date(dates.endsAt))).toBe('completed');
  });

  it('counts down days:hours:minutes:seconds to its end, zeros without an end or after it (docs/requirements/challenges.md §4)', () => {
    const now = Date.parse('2026-12-05T22:58:57Z');
    expect(countdownTo(dates.endsAt, now)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 3 });
    expect(countdownTo(undefined, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownTo('not a date', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownTo(dates.endsAt, Date.parse('2026-12-08T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
