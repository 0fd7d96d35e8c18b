import type { LeaderboardRow } from '@contract/api/rankings';
import { Flag } from '@web/components/ui/flag';
import { UserNameButton } from '@web/lib/user-profile/user-name-button';
import { countryName } from '../lib/leaderboard-figures';
import { leaderboardTexts } from '../lib/leaderboard-texts';

/** A ranked user's flag, name and 'You' badge; the name opens the user's profile popup (docs/requirements/friends.md §6). */
export function RankedName({ row }: { readonly row: LeaderboardRow }) {
  return (
    <span className="ranked-name">
      {row.country ? <Flag code={row.country} name={countryName(row.country)} className="ranked-name__flag" /> : null}
      <UserNameButton userId={row.userId} name={row.name} className="ranked-name__name" />
      {row.isYou ? <span className="badge ranked-name__you">{leaderboardTexts.you}</span> : null}
    </span>
  );
}
