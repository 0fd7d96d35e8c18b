import type { LeaderboardStats } from '@contract/api/rankings';
import { percentileText, rankText } from '../lib/leaderboard-figures';

/**
 * docs/requirements/leaderboards.md §1: World Rank, Country Rank, XP and Percentile (with the suffix 'th'); dashes while
 * loading (null). Then the contest rating from weekly challenges (docs/decisions/D26), marked provisional
 * for the first five rated challenges; a dash before the first.
 */
export function StatCards({ stats }: { readonly stats: LeaderboardStats | null }) {
  const cards: [string, string][] = [
    ['World Rank', rankText(stats?.worldRank ?? null)],
    ['Country Rank', rankText(stats?.countryRank ?? null)],
    ['XP', stats ? stats.xp.toLocaleString('en-US') : '—'],
    ['Percentile', percentileText(stats?.percentile ?? null)],
    ['Rating', stats?.rating ? `${stats.rating.displayed}${stats.rating.provisional ? ' (provisional)' : ''}` : '—'],
  ];
  return (
    <dl className="leaderboard-stats">
      {cards.map(([title, value]) => (
        <div key={title} className="leaderboard-stat">
          <dt>{title}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
