import type { ChallengeDetail } from '@contract/api/challenges';
import type { JudgingState } from '@web/components/judging/judging-state';
import { challengeCases, ChallengeScoreCard } from './challenge-score-card';

/**
 * The submission at the top of the page (docs/requirements/challenges.md §4): announced, its failure in words, and the
 * score card with each test case live, then scored. Once this page submitted, only that
 * submission's card counts (the one before it is history).
 */
export function ChallengeSubmissionStatus({ detail, judging }: { readonly detail: ChallengeDetail; readonly judging: JudgingState }) {
  const { latest, bestPoints } = detail.entry;
  const { phase } = judging;
  const following = phase === 'submitting' || phase === 'judging' || phase === 'done';
  const card = latest && (!following || latest.submissionId === judging.submissionId) ? latest : null;
  const cases = challengeCases(detail.testCount, judging, card);
  const showScore = following || card !== null;
  return (
    <>
      <p className="visually-hidden" role="status">
        {phase === 'submitting'
          ? 'Submitting...'
          : phase === 'judging'
            ? 'Checking your submission...'
            : card?.status === 'done'
              ? `Scored: ${card.points} points.`
              : ''}
      </p>
      {phase === 'failed' && judging.error ? (
        <p role="alert" className="form-message form-message--error">
          {judging.error}
        </p>
      ) : null}
      {showScore ? <ChallengeScoreCard score={card?.status === 'done' ? card : null} cases={cases} bestPoints={bestPoints} /> : null}
    </>
  );
}
