/**
 * The judge workflow's "Record result" Lambda (contract/routes.ts judgeWorkflowTasks.record): the
 * judge's recording step with the recorders of the features whose problems it does not score itself.
 */
import { challengeSubmissionRecorder } from '../challenges/record-challenge';
import { recordResult } from '../judge/record';

export const handler = recordResult([challengeSubmissionRecorder]);
