/**
 * POST /problems/{problemId}/run-custom ("Run on my own input"): the program on the student's own
 * stdin, under the problem's time and memory limits. There is nothing to compare the output with,
 * so the judge is given an empty expected output and its AC or WA both mean the program ran to its
 * end (OK); every other verdict stands. No quota, no XP, nothing stored; metered per minute with
 * Run (./run-meter.ts).
 */
import { submissionsApi, type CustomRunOutcome, type CustomRunResponse } from '@contract/api/submissions';
import type { CodeRequest, Verdict } from '@contract/judge';
import { getCatalogueProblem } from '../data/problems';
import { judgeErrors } from '../platform/judge-errors';
import { invokeJudge } from '../platform/invoke-judge';
import { httpRoute } from '../shared/http-handler';
import { logger } from '../shared/logger';
import { meterRun, runMeterDeps } from './run-meter';

function outcomeOf(verdict: Verdict): CustomRunOutcome {
  if (verdict === 'AC' || verdict === 'WA') return 'OK';
  // A single test is never skipped; were it, the program did not run to its end.
  return verdict === 'SKIPPED' ? 'IE' : verdict;
}

export async function runOnCustomInput(problemId: string, code: CodeRequest, stdin: string): Promise<CustomRunResponse> {
  const problem = await getCatalogueProblem(problemId);
  if (!problem) throw judgeErrors.problemNotFound();
  let result;
  try {
    result = await invokeJudge(code.language, {
      source: code.source,
      limits: { timeMs: problem.timeMs, memoryMb: problem.memoryMb },
      tests: [{ input: stdin, expected: '' }],
    });
  } catch (error) {
    logger.error('custom run failed', { problemId, error: (error as Error).message });
    throw judgeErrors.runFailed();
  }
  const outcome = outcomeOf(result.verdict);
  const test = result.tests[0];
  return {
    outcome,
    compile: { ok: result.compile.ok, ...(result.verdict === 'CE' && result.compile.message ? { message: result.compile.message } : {}) },
    stdout: test?.stdout ?? '',
    stderr: test?.stderr ?? '',
    timeMs: test?.timeMs ?? 0,
    memoryKb: test?.memoryKb ?? 0,
    // An internal error's details are for operators (logged by the judge), not for the student.
    ...(test?.message && outcome !== 'OK' && outcome !== 'IE' ? { message: test.message } : {}),
  };
}

export const handler = httpRoute(submissionsApi.runCustomInput, async ({ problemId, language, source, stdin }, { caller }) => {
  await meterRun(runMeterDeps, caller.userId);
  return runOnCustomInput(problemId, { language: language as CodeRequest['language'], source }, stdin);
});
