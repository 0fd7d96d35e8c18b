import { Link } from 'react-router';
import { leaderboardTexts } from '../lib/leaderboard-texts';

/**
 * /tournaments (docs/requirements/leaderboards.md §5): tournaments are announced, not held yet; the leaderboard's
 * Tournaments tab says the same words. Until they come, the page points at what is live: the
 * weekly challenge and its rankings.
 */
export function TournamentsPage() {
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page__header">
        <h1 id="page-title">Tournaments</h1>
        <p role="status">{leaderboardTexts.comingSoon}</p>
      </div>
      <p>
        Tournaments with brackets and prizes are on their way. Until then, compete every week: each weekly challenge is ranked worldwide and in your country,
        and moves your contest rating.
      </p>
      <p className="page__actions">
        <Link className="button button--primary" to="/weekly-challenges">
          View Weekly Challenges
        </Link>{' '}
        <Link className="button" to="/leaderboard">
          Open the Leaderboard
        </Link>
      </p>
    </section>
  );
}
