import { judgeMessages } from '@contract/judge';
import { DomainError, NotFound } from '../shared/errors';

/** The judge API's own answers (contract/judge.ts judgeMessages). */
export const judgeErrors = {
  problemNotFound: () => NotFound(judgeMessages.problemNotFound),
  submissionNotFound: () => NotFound(judgeMessages.submissionNotFound),
  /** The judge or the workflow could not be reached: worth a retry, not the caller's fault. */
  runFailed: () => new DomainError('JudgeUnavailable', 503, judgeMessages.runFailed),
  submitFailed: () => new DomainError('WorkflowUnavailable', 503, judgeMessages.submitFailed),
} as const;
