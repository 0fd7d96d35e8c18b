/**
 * POST /problems/{problemId}/run (spec 2 §4.1 "Run Only"): the problem's sample tests (its first
 * `sampleCount`, 2), judged synchronously by the language's judge function; no quota, no XP,
 * nothing stored. Samples are visible tests, so their input and output come back too.
 */
import { type CodeRequest, type RunResponse } from '@contract/judge';
import { getCatalogueProblem, loadProblemTests } from '../data/problems';
import { logger } from '../shared/logger';
import { submissionsApi } from '@contract/api/submissions';
import { httpRoute } from '../shared/http-handler';
import { judgeErrors } from '../judge/errors';
import { invokeJudge } from '../judge/invoke-judge';

export async function runSamples(problemId: string, code: CodeRequest): Promise<RunResponse> {
  const problem = await getCatalogueProblem(problemId);
  if (!problem) throw judgeErrors.problemNotFound();
  const samples = await loadProblemTests(problemId, Math.max(1, problem.sampleCount));
  let result;
  try {
    result = await invokeJudge(code.language, { source: code.source, limits: { timeMs: problem.timeMs, memoryMb: problem.memoryMb }, tests: samples });
  } catch (error) {
    logger.error('run failed', { problemId, error: (error as Error).message });
    throw judgeErrors.runFailed();
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
      input: samples[index]!.input,
      expected: samples[index]!.expected,
      stdout: t.stdout,
      stderr: t.stderr,
      ...(t.message && !ie ? { message: t.message } : {}),
    })),
  };
}

export const handler = httpRoute(submissionsApi.runCode, ({ problemId, language, source }) => runSamples(problemId, { language: language as CodeRequest['language'], source }));
