import { describe, expect, it } from 'vitest';
import { checkTimeLimit, machineAllowance, MACHINE_SPEED_TOLERANCE, MAX_SHARE_OF_LIMIT, type TimeLimitInput } from '../../../scripts/catalogue/time-limit';

const multipliers = { cpp: 1, python: 3, java: 2, javascript: 2 };
const base: TimeLimitInput = { declaredSeconds: 1, resolutionSeconds: 1, acToTimeLimit: 2, slowestMs: {}, multipliers };

describe('the time limit against the slowest accepted run', () => {
  it('scales each language by its multiplier before taking the slowest', () => {
    // python 900 ms ÷ 3 = 300 ms beats cpp 250 ms: 2 × 300 ms = 0.6 s needed.
    const verdict = checkTimeLimit({ ...base, slowestMs: { cpp: 250, python: 900, java: 400 } });
    expect(verdict).toMatchObject({ ok: true, slowestLanguage: 'python', derivedSeconds: 1 });
    expect(verdict.requiredSeconds).toBeCloseTo(0.6);
  });

  // The proof judges accepted submissions with the declared limit: the slowest run it can report is
  // the limit itself (scaled by the language), never more. Planted runs here stay within it.
  it('fails a limit tighter than ac_to_time_limit × the slowest run, beyond what a slower machine explains, naming the language', () => {
    expect(machineAllowance(2)).toBeCloseTo(1.8);
    // java 1900 ms ÷ 2 = 950 ms: accepted within the 1 s limit, but 2 × 0.95 s = 1.9 s > 1 s × 1.8.
    const verdict = checkTimeLimit({ ...base, slowestMs: { cpp: 300, java: 1900 } });
    expect(verdict).toMatchObject({ ok: false, slowestLanguage: 'java' });
    expect(verdict.message).toMatch(/too tight: the slowest accepted run is java 1900 ms \(÷ 2 for the language = 950 ms\), × ac_to_time_limit 2 needs at least 1\.900 s \(1\.8× allowed for a slower machine\)/);
    // Just inside: java 1800 ms ÷ 2 = 900 ms, 1.8 s needed = 1 s × 1.8 (a machine 1.8× slower than the one that set the limit).
    expect(checkTimeLimit({ ...base, slowestMs: { cpp: 300, java: 1800 } }).ok).toBe(true);
    expect(checkTimeLimit({ ...base, slowestMs: { cpp: 300, java: 1802 } }).ok).toBe(false);
  });

  it.each([1.25, 1.5, 2, 3, 5])('can fail with ac_to_time_limit %s: an accepted run just under its limit (the slowest the proof can report) is too tight', (acToTimeLimit) => {
    const atTheLimit = { python: 3 * 999, cpp: 999, java: 2 * 999, javascript: 2 * 999 };
    for (const [language, ms] of Object.entries(atTheLimit)) {
      const verdict = checkTimeLimit({ ...base, acToTimeLimit, declaredSeconds: 1, slowestMs: { [language]: ms } });
      expect(verdict.ok, `${language} ${ms} ms`).toBe(false);
      expect(verdict.message).toMatch(/too tight/);
    }
    // And one using the limit's share the allowance leaves passes.
    const inside = (1000 * machineAllowance(acToTimeLimit)) / acToTimeLimit;
    expect(inside).toBeLessThanOrEqual(1000 * MAX_SHARE_OF_LIMIT + 1e-6);
    expect(checkTimeLimit({ ...base, acToTimeLimit, slowestMs: { cpp: inside } }).ok).toBe(true);
  });

  it('allows the full 2× slower machine where the margin is wide enough to keep the review able to fail', () => {
    expect(machineAllowance(3)).toBe(MACHINE_SPEED_TOLERANCE);
    // 3 × 0.66 s = 1.98 s ≤ 1 s × 2 passes; 3 × 0.7 s = 2.1 s > 2 s fails.
    expect(checkTimeLimit({ ...base, acToTimeLimit: 3, declaredSeconds: 1, slowestMs: { cpp: 660 } }).ok).toBe(true);
    expect(checkTimeLimit({ ...base, acToTimeLimit: 3, declaredSeconds: 1, slowestMs: { cpp: 700 } })).toMatchObject({ ok: false, message: expect.stringMatching(/\(2× allowed for a slower machine\)/) });
  });

  it('fails a limit looser than the smallest multiple of time_resolution the rule allows', () => {
    const verdict = checkTimeLimit({ ...base, declaredSeconds: 3, slowestMs: { cpp: 700 } });
    expect(verdict).toMatchObject({ ok: false, derivedSeconds: 2 });
    expect(verdict.message).toMatch(/looser than the rule gives: 2 s/);
    expect(checkTimeLimit({ ...base, declaredSeconds: 2, slowestMs: { cpp: 700 } }).ok).toBe(true);
  });

  it('accepts a limit exactly on the bound, and a finer resolution', () => {
    expect(checkTimeLimit({ ...base, slowestMs: { cpp: 500 } }).ok).toBe(true);
    const fine = checkTimeLimit({ ...base, declaredSeconds: 0.3, resolutionSeconds: 0.1, slowestMs: { javascript: 220 } });
    expect(fine).toMatchObject({ ok: true, derivedSeconds: 0.3 });
  });
});
