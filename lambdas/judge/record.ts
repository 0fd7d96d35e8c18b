/**
 * Judge workflow task "Record result", the one trusted writer of results: turns the compile step's
 * answer, the batch results (or the internal error the workflow caught) into the submission's
 * verdict, stores it once (running → done) and, in the same transaction, awards XP (docs/decisions/D06) and
 * keeps the dashboard's counters (solved by difficulty, submissions per language and period); a
 * problem a feature's recorder claims is recorded by that recorder instead (a weekly challenge's
 * submission is scored by docs/decisions/D08: lambdas/platform/submission-recorders.ts; the Lambda,
 * with its recorders, is lambdas/app/record-result.ts).
 * A retried state or a duplicate execution finds the submission done and returns what is stored.
 */
import { z } from 'zod';
import type { TestOutcome, Verdict } from '@contract/judge';
import { getProblem } from '../data/problems';
import { getSubmission, recordSubmissionResult, type StoredSubmission, type SubmissionResult } from '../data/submissions';
import type { SubmissionRecorder } from '../platform/submission-recorders';
import { logger } from '../shared/logger';
import { metrics, MetricUnit } from '../shared/telemetry';
import { overallVerdict } from './core/verdicts';
import { compiledSchema, testOutcomeSchema, type RecordOutput } from './submission';
import { firstAttemptXp } from './xp';

const recordEventSchema = z
  .object({
    submissionId: z.string().min(1),
    /** From "Prepare submission"; absent when preparing failed. */
    testCount: z.number().int().nonnegative().optional(),
    compiled: compiledSchema.optional(),
    batchResults: z.array(z.object({ results: z.array(testOutcomeSchema) })).optional(),
    internalError: z.object({ error: z.string().optional(), cause: z.string().optional() }).optional(),
  })
  .loose();
type RecordEvent = z.infer<typeof recordEventSchema>;

/**
 * What a student may see of why tests failed: every failed test's reason in the judge's words, and
 * the standard error of the first failed test only, and only when it is one of the problem's
 * `sampleCount` visible tests: a hidden test's standard error could carry its input.
 */
export function shownFailures(tests: readonly TestOutcome[], sampleCount: number): TestOutcome[] {
  const firstFailed = tests.find((t) => t.verdict !== 'AC' && t.verdict !== 'SKIPPED')?.index;
  return tests.map(({ stderr, ...test }) => (stderr && test.index === firstFailed && test.index < sampleCount ? { ...test, stderr } : test));
}

/** The submission's result from the workflow state; internal details go to the log, not the user. */
export function resultOf(event: RecordEvent, sampleCount = 0): SubmissionResult {
  const totalTests = event.testCount ?? 0;
  const failed = (verdict: Verdict, compileMessage?: string): SubmissionResult => ({
    verdict,
    tests: [],
    passedTests: 0,
    totalTests,
    ...(compileMessage ? { compileMessage } : {}),
  });
  if (event.internalError) return failed('IE');
  const { compiled } = event;
  if (!compiled) return failed('IE');
  if (!compiled.ok) return compiled.verdict === 'CE' ? failed('CE', compiled.message) : failed('IE');
  const tests = shownFailures(compiled.judgeInBatches ? (event.batchResults ?? []).flatMap((b) => b.results) : (compiled.results ?? []), sampleCount);
  if (tests.length === 0) return failed('IE');
  const passedTests = tests.filter((t) => t.verdict === 'AC').length;
  return { verdict: overallVerdict(tests.map((t) => t.verdict)), tests, passedTests, totalTests: Math.max(totalTests, tests.length) };
}

function outputOf(submission: StoredSubmission): RecordOutput {
  return {
    submissionId: submission.submissionId,
    userId: submission.userId,
    verdict: submission.verdict ?? 'IE',
    passedTests: submission.passedTests ?? 0,
    totalTests: submission.totalTests ?? 0,
    xpAwarded: submission.xpAwarded ?? 0,
    ...(submission.compileMessage ? { compileMessage: submission.compileMessage } : {}),
    tests: submission.tests,
  };
}

/** For the operator's dashboard and alarms: judged submissions, and those the judge failed on (IE). */
function countJudged(verdict: Verdict) {
  metrics().addMetric('SubmissionsJudged', MetricUnit.Count, 1);
  if (verdict === 'IE') metrics().addMetric('SubmissionsInternalError', MetricUnit.Count, 1);
}

/** The task's handler, with the recorders of the features whose problems are recorded their own way. */
export function recordResult(recorders: readonly SubmissionRecorder[]) {
  return async function handler(event: unknown): Promise<RecordOutput> {
    const parsed = recordEventSchema.parse(event);
    if (parsed.internalError) logger.error('judging failed', { submissionId: parsed.submissionId, ...parsed.internalError });
    const submission = await getSubmission(parsed.submissionId);
    if (!submission) throw new Error(`submission ${parsed.submissionId} does not exist`);
    if (submission.status === 'done') return outputOf(submission);
    const problem = await getProblem(submission.problemId);
    const result = resultOf(parsed, problem?.sampleCount ?? 0);
    const recorder = problem && recorders.find((r) => r.claims(problem));
    const outcome = recorder
      ? await recorder.record(submission, problem, result)
      : await recordSubmissionResult(
          { ...submission, ...(problem && { difficulty: problem.difficulty }) },
          result,
          problem ? firstAttemptXp(problem.difficulty, result.passedTests) : 0,
        );
    if (!outcome.recorded) return outputOf((await getSubmission(parsed.submissionId))!);
    countJudged(result.verdict);
    return { submissionId: submission.submissionId, userId: submission.userId, ...result, xpAwarded: outcome.xpAwarded };
  };
}
