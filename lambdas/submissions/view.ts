import type { SubmissionSummary } from '@contract/api/submissions';
import type { SubmissionView } from '@contract/judge';
import type { StoredSubmission, SubmissionSummaryItem } from '../data/submissions';

/** A row of "My submissions": what the owner sees of a stored submission, without its code. */
export function submissionSummary(s: SubmissionSummaryItem): SubmissionSummary {
  return {
    submissionId: s.submissionId,
    problemId: s.problemId,
    language: s.language,
    status: s.status,
    ...(s.verdict ? { verdict: s.verdict } : {}),
    ...(s.passedTests === undefined ? {} : { passedTests: s.passedTests }),
    ...(s.totalTests === undefined ? {} : { totalTests: s.totalTests }),
    ...(s.xpAwarded === undefined ? {} : { xpAwarded: s.xpAwarded }),
    sourceBytes: s.sourceBytes,
    createdAt: s.createdAt,
  };
}

/** What the owner sees of a stored submission. */
export function submissionView(s: StoredSubmission): SubmissionView {
  return {
    ...submissionSummary(s),
    ...(s.compileMessage ? { compileMessage: s.compileMessage } : {}),
    tests: s.tests,
    source: s.source,
    ...(s.finishedAt ? { finishedAt: s.finishedAt } : {}),
  };
}
