import type { LeaderboardRow } from '@contract/api/rankings';
import { placeText, scoreText } from '../lib/leaderboard-figures';
import { RankedName } from './ranked-name';

/**
 * The top 3 (docs/requirements/leaderboards.md §1, §6): read in rank order, drawn 2-1-3 with the first in the middle and
 * highest (CSS `order`, so a screen reader still hears 1st, 2nd, 3rd).
 */
export function Podium({ rows, scoreLabel }: { readonly rows: readonly LeaderboardRow[]; readonly scoreLabel: string }) {
  return (
    <ol className="podium" aria-label="Top 3">
      {rows.slice(0, 3).map((row, i) => (
        <li key={row.userId} className={`podium__place podium__place--${i + 1}${row.isYou ? ' podium__place--you' : ''}`}>
          <span className="podium__rank">{placeText(row.rank)}</span>
          <RankedName row={row} />
          <span className="podium__score">{scoreText(row.score, scoreLabel)}</span>
          <span className="podium__step" aria-hidden="true" />
        </li>
      ))}
    </ol>
  );
}
