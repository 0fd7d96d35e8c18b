/**
 * The judge workflow's "Record result" Lambda (contract/routes.ts judgeWorkflowTasks.record): the
 * judge's recording step with the recorders of the features whose problems it does not score itself.
 */
import { challengeSubmissionRecorder } from '../challenges/record-challenge';
import { recordResult } from '../judge/record';
import { entryPoint } from '../shared/entry-point';

export const handler = entryPoint('workflowTask', recordResult([challengeSubmissionRecorder]));
