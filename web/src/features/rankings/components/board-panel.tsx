import type { Leaderboard, LeaderboardBoard, LeaderboardScope } from '@contract/api/rankings';
import { periodText } from '../lib/leaderboard-figures';
import { leaderboardTexts, scoreLabels } from '../lib/leaderboard-texts';
import { LeaderboardRows } from './leaderboard-rows';
import { Podium } from './podium';

interface BoardPanelProps {
  readonly board: LeaderboardBoard;
  readonly scope: LeaderboardScope;
  /** The board; null when it failed to load (docs/requirements/leaderboards.md §2: failures show the empty state). */
  readonly data: Leaderboard | null;
  /** The caller's country by name, for the country scope's empty text. */
  readonly country: string | null;
}

/** One board's tab, once loaded (QueryView draws its loading): the podium, ranks 4 to 10 and the caller's own row; or its empty text. */
export function BoardPanel({ board, scope, data, country }: BoardPanelProps) {
  const challenges = board === 'challenges';
  if (!data?.rows.length) {
    const text = challenges
      ? leaderboardTexts.challengesEmpty
      : scope === 'country'
        ? leaderboardTexts.noUsersFrom(country ?? 'your country')
        : leaderboardTexts.noUsers;
    return (
      <div className="leaderboard-board__empty">
        <p>{text}</p>
        {scope === 'country' ? <p className="leaderboard-board__hint">{leaderboardTexts.tryWorld}</p> : null}
      </div>
    );
  }
  const scoreLabel = scoreLabels[board];
  return (
    <div className="leaderboard-board">
      <p className="leaderboard-board__caption">
        {periodText(data.periodKey)} · {data.total.toLocaleString('en-US')} {data.total === 1 ? 'user' : 'users'} ranked
      </p>
      <Podium rows={data.rows} scoreLabel={scoreLabel} />
      <LeaderboardRows rows={data.rows.slice(3)} you={data.you} topScore={data.rows[0]!.score} scoreLabel={scoreLabel} />
    </div>
  );
}
