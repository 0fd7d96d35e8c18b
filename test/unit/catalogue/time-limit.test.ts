import { describe, expect, it } from 'vitest';
import { checkTimeLimit, type TimeLimitInput } from '../../../scripts/catalogue/time-limit';

const multipliers = { cpp: 1, python: 3, java: 2, javascript: 2 };
const base: TimeLimitInput = { declaredSeconds: 1, resolutionSeconds: 1, acToTimeLimit: 2, slowestMs: {}, multipliers };

describe('the time limit against the slowest accepted run', () => {
  it('scales each language by its multiplier before taking the slowest', () => {
    // python 900 ms ÷ 3 = 300 ms beats cpp 250 ms: 2 × 300 ms = 0.6 s needed.
    const verdict = checkTimeLimit({ ...base, slowestMs: { cpp: 250, python: 900, java: 400 } });
    expect(verdict).toMatchObject({ ok: true, slowestLanguage: 'python', derivedSeconds: 1 });
    expect(verdict.requiredSeconds).toBeCloseTo(0.6);
  });

  it('fails a limit tighter than ac_to_time_limit × the slowest run, beyond what a slower machine explains, naming the language', () => {
    const verdict = checkTimeLimit({ ...base, slowestMs: { java: 2100 } });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(/too tight: the slowest accepted run is java 2100 ms .* needs at least 2\.100 s/);
    // Up to 2× over (a machine that day slower than the one that set the limit) still passes.
    expect(checkTimeLimit({ ...base, slowestMs: { java: 2000 } }).ok).toBe(true);
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
