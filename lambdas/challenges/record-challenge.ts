/**
 * A weekly challenge submission's result, scored on the server from the judge's own figures
 * (docs/decisions/D08): its average CPU time over the tests that ran, its length in characters, the pass count, and
 * the challenge's per-language averages. Called by the judge workflow's "Record result".
 */
import type { JudgeLanguage, TestOutcome } from '@contract/judge';
import { recordChallengeResult } from '../data/challenge-entries';
import { getChallenge } from '../data/challenges';
import type { RecordOutcome, SubmissionResult } from '../data/submissions';
import type { SubmissionRecorder } from '../platform/submission-recorders';
import { scoreChallengeRun } from './score';

/** The mean CPU time of the tests the program ran (a test skipped after a TLE did not run). */
export function averageTimeOf(tests: readonly TestOutcome[]): number {
  const ran = tests.filter((t) => t.verdict !== 'SKIPPED');
  return ran.length === 0 ? 0 : Math.round((ran.reduce((sum, t) => sum + t.timeMs, 0) / ran.length) * 100) / 100;
}

/** Characters as people count them (code points), not UTF-16 units. */
export function charsOf(source: string): number {
  return [...source].length;
}

export async function recordChallengeSubmission(
  submission: { submissionId: string; userId: string; language: JudgeLanguage; source: string },
  challengeId: string,
  result: SubmissionResult,
  now = new Date(),
): Promise<RecordOutcome> {
  const challenge = await getChallenge(challengeId);
  const run = { passedTests: result.passedTests, totalTests: result.totalTests, averageTimeMs: averageTimeOf(result.tests), chars: charsOf(submission.source) };
  const { xp, optimality, points } = scoreChallengeRun(run, challenge?.languageMetrics[submission.language]);
  return recordChallengeResult(
    { submissionId: submission.submissionId, userId: submission.userId, challengeId },
    result,
    { xp, optimality, points, averageTimeMs: run.averageTimeMs, chars: run.chars },
    now,
  );
}

/** The judge's "Record result" hands a weekly challenge's submissions to this recorder (lambdas/app/record-result.ts). */
export const challengeSubmissionRecorder: SubmissionRecorder = {
  claims: (problem) => Boolean(problem.challengeId),
  record: (submission, problem, result) => recordChallengeSubmission(submission, problem.challengeId!, result),
};
