import { describe, expect, it } from 'vitest';
import { MAX_TEST_MESSAGE_CHARS, MAX_TEST_STDERR_CHARS, type JudgeResult, type JudgeTestResult } from '@contract/judge';
import { outcomes } from '../../../../lambdas/judge/judge-handler';

const test = (verdict: JudgeTestResult['verdict'], extra: Partial<JudgeTestResult> = {}): JudgeTestResult => ({
  verdict,
  timeMs: 12,
  wallMs: 15,
  memoryKb: 9000,
  stdout: 'printed',
  stderr: '',
  ...extra,
});
const result = (tests: JudgeTestResult[]): JudgeResult => ({ compile: { ok: true, timeMs: 40 }, tests, verdict: 'RE' });

describe('the judge\u2019s per-test outcomes for the workflow state', () => {
  it('gives a failed run\u2019s reason in the judge\u2019s words and a runtime error\u2019s standard error tail, never its output', () => {
    const traceback = `Traceback (most recent call last):\n${'  File "main.py", line 9, in f\n'.repeat(100)}ZeroDivisionError: division by zero\n`;
    const [ac, re, wa, reLater, mle, ie] = outcomes(
      result([
        test('AC', { stderr: 'debug' }),
        test('RE', { message: 'exit code 1', stderr: traceback, exitCode: 1 }),
        test('WA', { message: 'wrong answer', stderr: 'debug' }),
        test('RE', { message: 'killed by SIGSEGV', stderr: traceback, signal: 'SIGSEGV' }),
        test('MLE', { message: `memory limit exceeded (limit 256 MB, peak 300 MB)${'!'.repeat(500)}` }),
        test('IE', { message: 'runner: /opt/judge/runner missing' }),
      ]),
      4,
    );

    expect(ac).toEqual({ index: 4, verdict: 'AC', timeMs: 12, memoryKb: 9000 });
    expect(re).toEqual({ index: 5, verdict: 'RE', timeMs: 12, memoryKb: 9000, message: 'exit code 1', stderr: traceback.slice(-MAX_TEST_STDERR_CHARS) });
    expect(re!.stderr!.endsWith('ZeroDivisionError: division by zero\n')).toBe(true);
    expect(wa).toEqual({ index: 6, verdict: 'WA', timeMs: 12, memoryKb: 9000 });
    // Only the first failed test's standard error can be shown: the state carries no other.
    expect(reLater).toEqual({ index: 7, verdict: 'RE', timeMs: 12, memoryKb: 9000, message: 'killed by SIGSEGV' });
    expect(mle!.message).toHaveLength(MAX_TEST_MESSAGE_CHARS);
    expect(mle!.stderr).toBeUndefined();
    // An internal error's details are for operators.
    expect(ie).toEqual({ index: 9, verdict: 'IE', timeMs: 12, memoryKb: 9000 });
  });
});
