import { describe, expect, it } from 'vitest';
import { languages } from '../../../lambdas/judge/core/languages';
import { wallClockLimitMs } from '../../../lambdas/judge/core/run-tests';

const wallFor = (language: keyof typeof languages, timeMs: number) => wallClockLimitMs(timeMs * languages[language].timeMultiplier, timeMs);

describe('the wall-clock limit of a test', () => {
  it('stops a sleeping program within seconds of its limit in every language, well inside the 10 s a Run is waited for', () => {
    // A 2 s problem: the student's `time.sleep(30)` in Python used to run for 19 s (3 × 6 s + 1 s).
    expect(wallFor('python', 2000)).toBe(8000);
    expect(wallFor('cpp', 2000)).toBe(4000);
    expect(wallFor('java', 2000)).toBe(6000);
    expect(wallFor('javascript', 2000)).toBe(6000);
    // The catalogue's problems allow 1 s.
    for (const language of ['cpp', 'python', 'java', 'javascript'] as const) expect(wallFor(language, 1000)).toBeLessThanOrEqual(5000);
  });

  it('never stops a computing program before its CPU allowance, with room for start-up and a busy machine', () => {
    for (const [cpuMs, timeMs] of [
      [300, 300],
      [6000, 2000],
      [20_000, 20_000],
    ]) {
      expect(wallClockLimitMs(cpuMs!, timeMs!)).toBeGreaterThanOrEqual(cpuMs! + 2000);
    }
  });
});
