import { useState } from 'react';
import type { ChallengeDetail } from '@contract/api/challenges';
import { challengeMessages } from '@contract/challenges';
import { TopPerformers } from '@web/components/top-performers';
import { useLanguageVersions } from '@web/components/code-editor/judge-languages';
import { useEditorTheme } from '@web/components/code-editor/use-editor-theme';
import { type EditorContent, EditorPanel } from '@web/components/code-editor/editor-panel';
import { useChallengeDraftSave } from '../hooks/use-challenge-draft-save';
import { useChallengeRun } from '../hooks/use-challenge-run';
import { useChallengeSubmission } from '../hooks/use-challenge-submission';
import { useJoinChallenge } from '../hooks/use-join-challenge';
import { challengeLimits } from '../lib/challenge-limits';
import { AlreadySubmittedDialog } from './already-submitted-dialog';
import { ChallengeEditorActions } from './challenge-editor-actions';
import { ChallengeContinueLink } from './challenge-links';
import { ChallengeRunOutput } from './challenge-run-output';
import { ChallengeSolvingBar } from './challenge-solving-bar';
import { ChallengeStatement } from './challenge-statement';
import { ChallengeSubmissionStatus } from './challenge-submission-status';

interface SolvingChallengeProps {
  readonly detail: ChallengeDetail;
  readonly content: NonNullable<ChallengeDetail['content']>;
  readonly userId: string;
}

/**
 * A challenge open to solve (docs/requirements/challenges.md §2): the statement and Top Performers beside the editor with
 * Run, Save and Submit; the submission's test cases and score card at the top of the page.
 */
export function SolvingChallenge({ detail, content, userId }: SolvingChallengeProps) {
  const { challengeId } = detail;
  const limits = challengeLimits(detail);
  const { submittedOut, closed, joinBlocked } = limits;

  const ensureJoined = useJoinChallenge(detail, userId);
  const run = useChallengeRun(challengeId, ensureJoined);
  const { submission, clock, running } = useChallengeSubmission(detail, userId, ensureJoined);
  const { save, saveFeedback } = useChallengeDraftSave(detail, userId, { clock, submittedOut, ensureJoined });

  const [alreadySubmittedOpen, setAlreadySubmittedOpen] = useState(false);
  const pressSubmit = (code: EditorContent) => {
    if (submittedOut) {
      setAlreadySubmittedOpen(true);
      return;
    }
    // The live test cases and then the score card show at the top of the page (docs/requirements/challenges.md §4).
    window.scrollTo({ top: 0, behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    submission.submit(code, clock.seconds());
  };

  const editorTheme = useEditorTheme(userId);
  const languageVersions = useLanguageVersions();
  const submitted = detail.submitted || detail.entry.latest !== null;

  return (
    <div className="challenge-page">
      <ChallengeSolvingBar clock={clock} running={running} submitted={submitted} />
      <ChallengeSubmissionStatus detail={detail} judging={submission.state} />

      <div className="challenge-page__grid">
        <div className="challenge-page__statement">
          <ChallengeStatement detail={detail} content={content} />
          <TopPerformers level={2} performers={detail.topPerformers} />
        </div>

        <div className="challenge-page__work">
          {closed ? <p className="form-message form-message--error">{challengeMessages.notActive}</p> : null}
          {joinBlocked && !closed ? <p className="form-message form-message--error">{challengeMessages.joinLimitReached}</p> : null}
          <EditorPanel
            userId={userId}
            problemId={challengeId}
            starterCode={content.starterCode}
            savedCode={detail.entry.draft}
            readOnly={submittedOut || closed}
            themeControl="cycle"
            showCharCount
            languageVersions={languageVersions}
            {...(editorTheme.theme && { editorTheme: editorTheme.theme })}
            onThemeChange={editorTheme.change}
            onSave={save}
            saveFeedback={saveFeedback}
            actions={(code) => (
              <ChallengeEditorActions code={code} detail={detail} limits={limits} run={run} judging={submission.busy} onSubmit={pressSubmit} />
            )}
          />
          <ChallengeRunOutput run={run} />
        </div>
      </div>

      <ChallengeContinueLink />
      {alreadySubmittedOpen ? <AlreadySubmittedDialog onClose={() => setAlreadySubmittedOpen(false)} /> : null}
    </div>
  );
}
