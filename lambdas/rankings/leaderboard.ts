/**
 * The leaderboard page (docs/requirements/leaderboards.md §1): the top 10 of a board from its sorted index, the caller's own
 * row from their standing ranked against the snapshot, and the stat cards from the XP board's
 * snapshot. No request reads every user (docs/architecture.md §5).
 */
import {
  LEADERBOARD_ROWS,
  leaderboardName,
  percentileOf,
  type Leaderboard,
  type LeaderboardBoard,
  type LeaderboardPeriod,
  type LeaderboardRow,
  type LeaderboardScope,
  type LeaderboardStats,
} from '@contract/api/rankings';
import type { XpBoardSummary } from '../data/rank-board';
import type { Standing, StandingSummary } from '../data/standings';
import { errors } from '../shared/errors';
import { boardName, utcMonth, utcYear } from '../platform/board-periods';
import { rankOf } from '../platform/rank-levels';

export interface LeaderboardRepository {
  getMember(userId: string): Promise<{ country?: string; xp: number } | undefined>;
  listTopStandings(board: string, limit: number, country?: string): Promise<Standing[]>;
  getStanding(board: string, userId: string): Promise<Standing | undefined>;
  getStandingSummary(board: string, scope: string): Promise<StandingSummary | undefined>;
  getNames(userIds: readonly string[]): Promise<Map<string, { name?: string }>>;
  getXpBoardSummaries(country: string | undefined): Promise<{ world?: XpBoardSummary; country?: XpBoardSummary }>;
  getContestRating(userId: string): Promise<{ displayed: number; contests: number; provisional: boolean } | undefined>;
}

/** The board a page shows: its metric and the UTC month or year running now. */
export function boardOf(board: LeaderboardBoard, period: LeaderboardPeriod, now: Date): { name: string; periodKey: string } {
  const periodKey = period === 'month' ? utcMonth(now) : utcYear(now);
  return { name: boardName(board === 'individual' ? 'XP' : 'PTS', period === 'month' ? 'M' : 'Y', periodKey), periodKey };
}

/** Competition ranking of the top of a board: 1 + how many above scored more (ties share a rank). */
export function topRanks(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

export async function getLeaderboard(
  repo: LeaderboardRepository,
  userId: string,
  query: { board: LeaderboardBoard; period: LeaderboardPeriod; scope: LeaderboardScope },
  now = new Date(),
): Promise<Leaderboard> {
  const member = await repo.getMember(userId);
  if (!member) throw errors.userAccountNotFound();
  const { name: board, periodKey } = boardOf(query.board, query.period, now);
  const country = member.country ?? null;
  const base = { ...query, periodKey, country };
  // A user without a country has no country board to see.
  if (query.scope === 'country' && !country) return { ...base, rows: [], you: null, total: 0, rankedAt: null };
  const scopeName = query.scope === 'country' ? country! : 'world';
  const [found, mine, summary] = await Promise.all([
    repo.listTopStandings(board, LEADERBOARD_ROWS, query.scope === 'country' ? country! : undefined),
    repo.getStanding(board, userId),
    repo.getStandingSummary(board, scopeName),
  ]);
  // The index orders equal scores by user id descending; shown in ascending order, which reads naturally.
  const top = [...found].sort((a, b) => b.score - a.score || a.userId.localeCompare(b.userId));
  const below = mine && !top.some((s) => s.userId === userId) ? mine : undefined;
  const names = await repo.getNames([...top.map((s) => s.userId), ...(below ? [userId] : [])]);
  const rowOf = (standing: Standing, rank: number): LeaderboardRow => ({
    rank,
    userId: standing.userId,
    name: leaderboardName(names.get(standing.userId)?.name),
    country: standing.country ?? null,
    score: standing.score,
    isYou: standing.userId === userId,
  });
  const ranks = topRanks(top.map((s) => s.score));
  const rows = top.map((standing, i) => rowOf(standing, ranks[i]!));
  // Below the top 10, the rank comes from the snapshot (at most five minutes old); before the first, none.
  const you = below && summary ? rowOf(below, Math.max(rows.length + 1, rankOf(summary, below.score).rank)) : null;
  return { ...base, rows, you, total: summary ? Math.max(summary.users, rows.length) : rows.length, rankedAt: summary?.computedAt ?? null };
}

/** The four stat cards: world and country rank by all-time XP, the XP, and the percentile (docs/requirements/leaderboards.md §2). */
export async function getLeaderboardStats(repo: LeaderboardRepository, userId: string): Promise<LeaderboardStats> {
  const member = await repo.getMember(userId);
  if (!member) throw errors.userAccountNotFound();
  const [boards, rating] = await Promise.all([repo.getXpBoardSummaries(member.country), repo.getContestRating(userId)]);
  const world = boards.world ? rankOf(boards.world, member.xp) : undefined;
  const inCountry = boards.country ? rankOf(boards.country, member.xp) : undefined;
  return {
    worldRank: world?.rank ?? null,
    countryRank: inCountry?.rank ?? null,
    xp: member.xp,
    percentile: world ? percentileOf(world.rank, world.users) : null,
    rating: rating ? { displayed: rating.displayed, contests: rating.contests, provisional: rating.provisional } : null,
  };
}
