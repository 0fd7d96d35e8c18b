import { Link } from 'react-router';
import { challengePageTexts } from '../lib/challenge-page-texts';

/** The way back at the top of the weekly challenge page. */
export function ChallengeBackLink() {
  return (
    <Link to="/weekly-challenges" className="challenge-page__back">
      <span aria-hidden="true">← </span>
      {challengePageTexts.back}
    </Link>
  );
}

/** The way on at the foot of the weekly challenge page. */
export function ChallengeContinueLink() {
  return (
    <p>
      <Link to="/weekly-challenges">{challengePageTexts.continue}</Link>
    </p>
  );
}
