import { challengeMessages } from '@contract/challenges';
import { RunError, RunResults, runSummary } from '@web/components/judging/run-results';
import type { ChallengeRun } from '../hooks/use-challenge-run';
import { challengePageTexts } from '../lib/challenge-page-texts';

/** Run's answer under the editor: announced, its failure in words, test case 1 in Sample Test Case Output. */
export function ChallengeRunOutput({ run }: { readonly run: ChallengeRun }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {run.isPending ? 'Running test case 1...' : run.data ? runSummary(run.data) : ''}
      </p>
      {run.isError ? <RunError error={run.error} fallback={challengeMessages.runError} /> : null}
      {run.data ? <RunResults result={run.data} title={challengePageTexts.runBox} testName="Test case" /> : null}
    </>
  );
}
