/** GET /submissions/{submissionId}: the caller's own submission only; anyone else's reads as missing. */
import type { SubmissionView } from '@contract/judge';
import { getSubmission } from '../data/submissions';
import { submissionsApi } from '@contract/api/submissions';
import { httpRoute } from '../shared/http-handler';
import { judgeErrors } from '../platform/judge-errors';
import { submissionView } from './view';

export async function ownSubmission(userId: string, submissionId: string): Promise<SubmissionView> {
  const submission = await getSubmission(submissionId);
  if (!submission || submission.userId !== userId) throw judgeErrors.submissionNotFound();
  return submissionView(submission);
}

export const handler = httpRoute(submissionsApi.getSubmission, ({ submissionId }, { caller }) => ownSubmission(caller.userId, submissionId));
