/**
 * The judge workflow's "Record result" (lambdas/judge/record.ts) stores a practice submission itself:
 * verdict, XP and the dashboard's counters. A feature whose problems are recorded another way (a
 * weekly challenge's submission is scored instead, lambdas/challenges/record-challenge.ts) gives it
 * a recorder; lambdas/app/record-result.ts hands the recorders to the judge, so the judge imports
 * no feature.
 */
import type { StoredProblem } from '../data/problems';
import type { RecordOutcome, StoredSubmission, SubmissionResult } from '../data/submissions';

export interface SubmissionRecorder {
  /** Whether submissions to this problem are this recorder's to store (the first that claims one records it). */
  claims(problem: StoredProblem): boolean;
  /** Stores the result once (running → done), as recordSubmissionResult does for practice. */
  record(submission: StoredSubmission, problem: StoredProblem, result: SubmissionResult): Promise<RecordOutcome>;
}
