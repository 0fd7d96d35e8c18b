/**
 * Judge workflow task "Record result", the one trusted writer of results: turns the compile step's
 * answer, the batch results (or the internal error the workflow caught) into the submission's
 * verdict, stores it once (running → done) and, in the same transaction, awards XP (DESIGN D6) and
 * keeps the dashboard's counters (solved by difficulty, submissions per language and period); a weekly
 * challenge's submission is scored by DESIGN D8 instead (lambdas/challenges/record-challenge.ts).
 * A retried state or a duplicate execution finds the submission done and returns what is stored.
 */
import { z } from 'zod';
import type { Verdict } from '@contract/judge';
import { recordChallengeSubmission } from '../challenges/record-challenge';
import { getProblem } from '../data/problems';
import { getSubmission, recordSubmissionResult, type StoredSubmission, type SubmissionResult } from '../data/submissions';
import { logger } from '../shared/logger';
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

/** The submission's result from the workflow state; internal details go to the log, not the user. */
export function resultOf(event: RecordEvent): SubmissionResult {
  const totalTests = event.testCount ?? 0;
  const failed = (verdict: Verdict, compileMessage?: string): SubmissionResult => ({
    verdict, tests: [], passedTests: 0, totalTests, ...(compileMessage ? { compileMessage } : {}),
  });
  if (event.internalError) return failed('IE');
  const { compiled } = event;
  if (!compiled) return failed('IE');
  if (!compiled.ok) return compiled.verdict === 'CE' ? failed('CE', compiled.message) : failed('IE');
  const tests = compiled.judgeInBatches ? (event.batchResults ?? []).flatMap((b) => b.results) : (compiled.results ?? []);
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

export async function handler(event: unknown): Promise<RecordOutput> {
  const parsed = recordEventSchema.parse(event);
  if (parsed.internalError) logger.error('judging failed', { submissionId: parsed.submissionId, ...parsed.internalError });
  const submission = await getSubmission(parsed.submissionId);
  if (!submission) throw new Error(`submission ${parsed.submissionId} does not exist`);
  if (submission.status === 'done') return outputOf(submission);
  const result = resultOf(parsed);
  const problem = await getProblem(submission.problemId);
  const outcome = problem?.challengeId
    ? await recordChallengeSubmission(submission, problem.challengeId, result)
    : await recordSubmissionResult({ ...submission, ...(problem && { difficulty: problem.difficulty }) }, result, problem ? firstAttemptXp(problem.difficulty, result.passedTests) : 0);
  if (!outcome.recorded) return outputOf((await getSubmission(parsed.submissionId))!);
  return { submissionId: submission.submissionId, userId: submission.userId, ...result, xpAwarded: outcome.xpAwarded };
}
