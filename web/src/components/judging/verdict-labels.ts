import type { TestState, Verdict } from '@contract/judge';

/** The judge's verdicts as the solving screen names them. */
export const verdictLabels: Record<Verdict, string> = {
  AC: 'Accepted',
  WA: 'Wrong Answer',
  TLE: 'Time Limit Exceeded',
  MLE: 'Memory Limit Exceeded',
  RE: 'Runtime Error',
  OLE: 'Output Limit Exceeded',
  CE: 'Compilation Error',
  IE: 'Internal Error',
  SKIPPED: 'Skipped',
};

/**
 * A test's live status (docs/requirements/practice.md §6): 'na' until the judge reaches it, then running, passed or
 * failed; skipped when an earlier test exceeded the time limit and the judge stopped there.
 */
export type LiveTestState = 'na' | TestState;

export const testStateLabels: Record<LiveTestState, string> = {
  na: 'Waiting',
  running: 'Running',
  passed: 'Passed',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** What a judged test counts as on the screen: SKIPPED is "not run", neither passed nor failed. */
export function stateOfVerdict(verdict: Verdict): TestState {
  if (verdict === 'AC') return 'passed';
  return verdict === 'SKIPPED' ? 'skipped' : 'failed';
}

export const formatTime = (ms: number) => `${Math.round(ms)} ms`;

/** Memory as the judge measured it (KB), in MB past 1 MB. */
export function formatMemory(kb: number): string {
  return kb < 1024 ? `${Math.round(kb)} KB` : `${(kb / 1024).toFixed(1)} MB`;
}
