/**
 * Run (practice "Run Only", the weekly challenge's Run): visible tests judged synchronously by the
 * language's judge function; nothing stored, no quota, no XP. The tests are visible to the student,
 * so their input and expected output come back with what the program printed.
 */
import type { CodeRequest, RunResponse } from '@contract/judge';
import { logger } from '../shared/logger';
import type { DomainError } from '../shared/errors';
import { invokeJudge } from './invoke-judge';

export async function runVisibleTests(
  limits: { timeMs: number; memoryMb: number },
  tests: readonly { input: string; expected: string }[],
  code: CodeRequest,
  context: { problemId: string; unavailable: () => DomainError },
): Promise<RunResponse> {
  let result;
  try {
    result = await invokeJudge(code.language, { source: code.source, limits, tests: [...tests] });
  } catch (error) {
    logger.error('run failed', { problemId: context.problemId, error: (error as Error).message });
    throw context.unavailable();
  }
  const ie = result.verdict === 'IE';
  return {
    verdict: result.verdict,
    // An internal error's details are for operators (logged by the judge), not for the student.
    compile: { ok: result.compile.ok, ...(result.verdict === 'CE' && result.compile.message ? { message: result.compile.message } : {}) },
    tests: result.tests.map((t, index) => ({
      index,
      verdict: t.verdict,
      timeMs: t.timeMs,
      memoryKb: t.memoryKb,
      input: tests[index]!.input,
      expected: tests[index]!.expected,
      stdout: t.stdout,
      stderr: t.stderr,
      ...(t.message && !ie ? { message: t.message } : {}),
    })),
  };
}
