/**
 * The judge workflow's state names and the handler each Task state invokes: what the local runner
 * needs besides the ASL, kept apart from the CDK definition (./workflow-definition.ts) so that it
 * loads without aws-cdk-lib.
 */
import { judgeWorkflowTasks } from '@contract/routes';

export const judgeStateNames = {
  prepare: 'Prepare submission',
  compile: 'Compile submission',
  judgeInBatches: 'Judge in batches?',
  judgeBatches: 'Judge test batches',
  judgeBatch: 'Judge batch',
  reportProgress: 'Report batch progress',
  internalError: 'Build internal error result',
  record: 'Record result',
  notify: 'Notify result',
} as const;

export type TaskBinding = { kind: 'node'; handler: string };

export function judgeTaskBindings(): Record<string, TaskBinding> {
  const node = (handler: string): TaskBinding => ({ kind: 'node', handler });
  return {
    [judgeStateNames.prepare]: node(judgeWorkflowTasks.prepare.handler),
    [judgeStateNames.compile]: node(judgeWorkflowTasks.compile.handler),
    [judgeStateNames.judgeBatch]: node(judgeWorkflowTasks.judgeBatch.handler),
    [judgeStateNames.reportProgress]: node(judgeWorkflowTasks.notify.handler),
    [judgeStateNames.record]: node(judgeWorkflowTasks.record.handler),
    [judgeStateNames.notify]: node(judgeWorkflowTasks.notify.handler),
  };
}
