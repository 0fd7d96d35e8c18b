import type { ChallengeDetail } from '@contract/api/challenges';
import type { EditorContent } from '@web/components/code-editor/editor-panel';
import type { ChallengeRun } from '../hooks/use-challenge-run';
import type { ChallengeLimits } from '../lib/challenge-limits';
import { challengePageTexts } from '../lib/challenge-page-texts';

/** Submit's words: judging, submitted, the plan's limit (docs/requirements/challenges.md §4), or Submit. */
function submitLabel(busy: boolean, { submittedOut, limitReached }: ChallengeLimits, { used, limit }: ChallengeDetail['submissions']): string {
  if (busy) return 'Judging...';
  if (limitReached) return challengePageTexts.limitReached(used, limit);
  if (submittedOut) return challengePageTexts.submitted;
  return 'Submit';
}

interface ChallengeEditorActionsProps {
  /** The editor's code now. */
  readonly code: EditorContent;
  readonly detail: ChallengeDetail;
  readonly limits: ChallengeLimits;
  readonly run: ChallengeRun;
  /** A submission is on its way or being judged. */
  readonly judging: boolean;
  readonly onSubmit: (code: EditorContent) => void;
}

/**
 * The weekly challenge's buttons beside the editor's Save (docs/requirements/challenges.md §2): Run (test case 1) and
 * Submit. Run is off while nothing can be played; Submit stays pressable once submitted, to say so.
 */
export function ChallengeEditorActions({ code, detail, limits, run, judging, onSubmit }: ChallengeEditorActionsProps) {
  const { submittedOut, limitReached, closed, joinBlocked } = limits;
  const runRefused = submittedOut || limitReached || closed || joinBlocked;
  return (
    <>
      <button type="button" className="button" disabled={run.isPending || runRefused} onClick={() => run.mutate(code)}>
        {run.isPending ? 'Running...' : 'Run'}
      </button>
      <button
        type="button"
        className="button button--primary"
        disabled={judging || limitReached || (closed && !submittedOut) || (joinBlocked && !submittedOut)}
        onClick={() => onSubmit(code)}
      >
        {submitLabel(judging, limits, detail.submissions)}
      </button>
    </>
  );
}
