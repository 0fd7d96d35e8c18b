/**
 * Starts the judge workflow for a stored submission, named after it (Step Functions refuses a
 * second execution of the same name, so a retried start never judges twice). The submit routes of
 * practice and of weekly challenges get it as a dependency.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfnClient } from '../shared/aws-clients';
import { requireEnv } from '../shared/env';

export async function startJudging(submissionId: string): Promise<void> {
  await sfnClient().send(
    new StartExecutionCommand({ stateMachineArn: requireEnv('judgeStateMachineArn'), name: submissionId, input: JSON.stringify({ submissionId }) }),
  );
}
