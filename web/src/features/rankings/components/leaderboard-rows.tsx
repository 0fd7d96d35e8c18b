import type { LeaderboardRow } from '@contract/api/rankings';
import { barPercent, rankText, scoreText } from '../lib/leaderboard-figures';
import { RankedName } from './ranked-name';

interface LeaderboardRowsProps {
  /** Ranks 4 to 10 (docs/requirements/leaderboards.md §6). */
  readonly rows: readonly LeaderboardRow[];
  /** The caller's own row when ranked below the top 10. */
  readonly you: LeaderboardRow | null;
  /** The first place's score: every bar is a share of it. */
  readonly topScore: number;
  readonly scoreLabel: string;
}

/** Ranks 4 to 10 with a bar relative to the top score, then the caller's own row when lower. */
export function LeaderboardRows({ rows, you, topScore, scoreLabel }: LeaderboardRowsProps) {
  return (
    <>
      {rows.length ? (
        <ol className="leaderboard-rows" aria-label="Ranks 4 to 10">
          {rows.map((row) => (
            <RankRow key={row.userId} row={row} topScore={topScore} scoreLabel={scoreLabel} />
          ))}
        </ol>
      ) : null}
      {you ? (
        <>
          <hr className="leaderboard-rows__separator" />
          <ol className="leaderboard-rows" aria-label="Your rank">
            <RankRow row={you} topScore={topScore} scoreLabel={scoreLabel} />
          </ol>
        </>
      ) : null}
    </>
  );
}

function RankRow({ row, topScore, scoreLabel }: { readonly row: LeaderboardRow; readonly topScore: number; readonly scoreLabel: string }) {
  return (
    <li className={`leaderboard-row${row.isYou ? ' leaderboard-row--you' : ''}`}>
      <span className="leaderboard-row__rank">{rankText(row.rank)}</span>
      <RankedName row={row} />
      <span className="leaderboard-row__bar" aria-hidden="true">
        <span style={{ width: `${barPercent(row.score, topScore)}%` }} />
      </span>
      <span className="leaderboard-row__score">{scoreText(row.score, scoreLabel)}</span>
    </li>
  );
}
