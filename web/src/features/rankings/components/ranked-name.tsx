import type { LeaderboardRow } from '@contract/api/rankings';
import { flagEmoji } from '@contract/countries';
import { UserNameButton } from '@web/lib/user-profile/user-name-button';
import { countryName } from '../lib/leaderboard-figures';
import { leaderboardTexts } from '../lib/leaderboard-texts';

/** A ranked user's flag, name and 'You' badge; the name opens the user's profile popup (spec 3). */
export function RankedName({ row }: { readonly row: LeaderboardRow }) {
  return (
    <span className="ranked-name">
      {row.country ? (
        <span className="ranked-name__flag" role="img" aria-label={countryName(row.country)}>
          {flagEmoji(row.country)}
        </span>
      ) : null}
      <UserNameButton userId={row.userId} name={row.name} className="ranked-name__name" />
      {row.isYou ? <span className="badge ranked-name__you">{leaderboardTexts.you}</span> : null}
    </span>
  );
}
