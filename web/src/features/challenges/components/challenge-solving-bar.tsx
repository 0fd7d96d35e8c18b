import { challengePageTexts } from '../lib/challenge-page-texts';
import { ChallengeBackLink } from './challenge-links';
import { Stopwatch, type StopwatchClock } from './stopwatch';

/** The bar above a challenge being solved: the way back, the stopwatch, and whether the student has submitted. */
export function ChallengeSolvingBar({ clock, running, submitted }: { readonly clock: StopwatchClock; readonly running: boolean; readonly submitted: boolean }) {
  return (
    <div className="challenge-page__bar">
      <ChallengeBackLink />
      <Stopwatch clock={clock} running={running} />
      <span className={submitted ? 'challenge-page__mark challenge-page__mark--done' : 'challenge-page__mark'}>
        {submitted ? challengePageTexts.submitted : challengePageTexts.notSubmitted}
      </span>
    </div>
  );
}
