/**
 * POST /problems/{problemId}/run (docs/requirements/practice.md §5 "Run Only"): the problem's sample tests (its first
 * `sampleCount`, 2), judged synchronously by the language's judge function; no quota, no XP,
 * nothing stored; metered per minute (./run-meter.ts). Samples are visible tests, so their input and output come back too.
 */
import { type CodeRequest, type RunResponse } from '@contract/judge';
import { getCatalogueProblem, loadProblemTests } from '../data/problems';
import { submissionsApi } from '@contract/api/submissions';
import { httpRoute } from '../shared/http-handler';
import { judgeErrors } from '../platform/judge-errors';
import { runVisibleTests } from '../platform/run-visible-tests';
import { meterRun, runMeterDeps } from './run-meter';

export async function runSamples(problemId: string, code: CodeRequest): Promise<RunResponse> {
  const problem = await getCatalogueProblem(problemId);
  if (!problem) throw judgeErrors.problemNotFound();
  const samples = await loadProblemTests(problemId, Math.max(1, problem.sampleCount));
  return runVisibleTests({ timeMs: problem.timeMs, memoryMb: problem.memoryMb }, samples, code, { problemId, unavailable: judgeErrors.runFailed });
}

export const handler = httpRoute(submissionsApi.runCode, async ({ problemId, language, source }, { caller }) => {
  await meterRun(runMeterDeps, caller.userId);
  return runSamples(problemId, { language: language as CodeRequest['language'], source });
});
