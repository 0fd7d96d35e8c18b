import type { LeaderboardRow } from '@contract/api/rankings';
import { flagEmoji } from '@contract/countries';
import { countryName } from '../lib/leaderboard-figures';
import { leaderboardTexts } from '../lib/leaderboard-texts';

/**
 * A ranked user's flag, name and 'You' badge. Names are plain text: the profile popup they will open
 * (spec 3) is not built yet, and a button that does nothing would only mislead.
 */
export function RankedName({ row }: { readonly row: LeaderboardRow }) {
  return (
    <span className="ranked-name">
      {row.country ? (
        <span className="ranked-name__flag" role="img" aria-label={countryName(row.country)}>
          {flagEmoji(row.country)}
        </span>
      ) : null}
      <span className="ranked-name__name">{row.name}</span>
      {row.isYou ? <span className="badge ranked-name__you">{leaderboardTexts.you}</span> : null}
    </span>
  );
}
