import type { SubmissionView } from '@contract/judge';
import type { StoredSubmission } from '../data/submissions';

/** What the owner sees of a stored submission. */
export function submissionView(s: StoredSubmission): SubmissionView {
  return {
    submissionId: s.submissionId,
    problemId: s.problemId,
    language: s.language,
    status: s.status,
    ...(s.verdict ? { verdict: s.verdict } : {}),
    ...(s.compileMessage ? { compileMessage: s.compileMessage } : {}),
    ...(s.passedTests === undefined ? {} : { passedTests: s.passedTests }),
    ...(s.totalTests === undefined ? {} : { totalTests: s.totalTests }),
    tests: s.tests,
    ...(s.xpAwarded === undefined ? {} : { xpAwarded: s.xpAwarded }),
    sourceBytes: s.sourceBytes,
    source: s.source,
    createdAt: s.createdAt,
    ...(s.finishedAt ? { finishedAt: s.finishedAt } : {}),
  };
}
