/**
 * POST /problems/{problemId}/submissions (spec 2 §4.1 "Submit"): stores the queued submission and
 * starts the judge workflow with its id as the execution name; answers 202 { submissionId } at
 * once. Progress arrives over the WebSocket, the result with GET /submissions/{submissionId}.
 */
import { randomUUID } from 'node:crypto';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { utf8Bytes, type JudgeLanguage } from '@contract/judge';
import { getProblem } from '../data/problems';
import { createSubmission } from '../data/submissions';
import { sfnClient } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';
import { submissionsApi } from '@contract/api/submissions';
import { httpRoute } from '../shared/http-handler';
import { logger } from '../shared/logger';
import { judgeErrors } from '../judge/errors';
import { errors } from '../shared/errors';

export async function submit(userId: string, problemId: string, language: JudgeLanguage, source: string, now = new Date()): Promise<{ submissionId: string }> {
  if (!(await getProblem(problemId))) throw judgeErrors.problemNotFound();
  const submissionId = randomUUID();
  // A deleted (or being deleted) account writes nothing, and starts no judging.
  if (!(await createSubmission({ submissionId, userId, problemId, language, source, sourceBytes: utf8Bytes(source), createdAt: now.toISOString() }))) {
    throw errors.userAccountNotFound();
  }
  try {
    await sfnClient().send(
      new StartExecutionCommand({ stateMachineArn: requireEnv('judgeStateMachineArn'), name: submissionId, input: JSON.stringify({ submissionId }) }),
    );
  } catch (error) {
    // The queued submission stays behind, unjudged; the student is told to submit again.
    logger.error('could not start the judge workflow', { submissionId, error: (error as Error).message });
    throw judgeErrors.submitFailed();
  }
  return { submissionId };
}

export const handler = httpRoute(submissionsApi.createSubmission, ({ problemId, language, source }, { caller }) => submit(caller.userId, problemId, language as JudgeLanguage, source));
