/**
 * The user profile popup's card (docs/requirements/friends.md §6): what any signed-in
 * user may see of another. Built from reads only (no Scan): the user's own items (profile, stats,
 * presence: one Query), the rankings' snapshots and the user's standings, and the contest rating.
 * Never the e-mail address; badges only when the user shows them, presence as they allow it.
 */
import { LEADERBOARD_ROWS } from '@contract/api/rankings';
import { levelOf } from '@contract/progress';
import { userCardMessages, type UserCard } from '@contract/user-card';
import type { XpBoardSummary } from '../data/rank-board';
import type { Standing, StandingSummary } from '../data/standings';
import type { AccountItems } from '../data/user-profiles';
import { presenceOf } from '../platform/presence';
import { boardName, utcMonth } from '../platform/board-periods';
import { rankOf } from '../platform/rank-levels';
import { NotFound } from '../shared/errors';

export interface UserCardRepository {
  /** The user's profile, stats and presence (one Query of their own items). */
  getAccountItems(userId: string): Promise<AccountItems | undefined>;
  /** The all-time XP board's snapshot, the world's and the country's (one BatchGet). */
  getXpBoardSummaries(country: string | undefined): Promise<{ world?: XpBoardSummary; country?: XpBoardSummary }>;
  getStanding(board: string, userId: string): Promise<Standing | undefined>;
  getStandingSummary(board: string, scope: string): Promise<StandingSummary | undefined>;
  listTopStandings(board: string, limit: number, country?: string): Promise<Standing[]>;
  getContestRating(userId: string): Promise<{ displayed: number } | undefined>;
}

export interface UserCardDeps {
  readonly repo: UserCardRepository;
  /** Turns an uploaded avatar's object key into a URL the browser can load. */
  readonly avatarUrlOf: (key: string) => Promise<string>;
}

export const userCardErrors = {
  notFound: () => NotFound(userCardMessages.notFound),
};

/** The four problem-count badges of the placeholder list (docs/requirements/achievements.md §2), highest first. */
const solvedBadges = [
  { id: 'code-wizard', title: 'Code Wizard', description: 'Solved 100 problems', solved: 100 },
  { id: 'problem-solver', title: 'Problem Solver', description: 'Solved 50 problems', solved: 50 },
  { id: 'sharpshooter', title: 'Sharpshooter', description: 'Solved 10 problems', solved: 10 },
  { id: 'first-blood', title: 'First Blood', description: 'Solved a first problem', solved: 1 },
] as const;

export const STREAK_MASTER_DAYS = 7;
export const SPEED_DEMON_SECONDS = 5 * 60;

/** The certificate criteria of docs/requirements/achievements.md §3, by certificate (the profile keeps only the name and whether it is unlocked). */
const certificateDescriptions: Record<string, string> = {
  'Platform Conqueror': 'Solved every problem on the platform',
  'Crown of Consistency': 'Top XP earner of the year',
  'Evercode Sentinel': 'Solved a problem every day for 365 days',
  Pentachampion: 'Top 3 in Weekly Challenges five times',
  'XP Vanguard': 'Reached 100,000 XP',
};
const certificateId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');

type Achievement = UserCard['achievements'][number];

/**
 * The unlocked achievements: certificates first (the rarest), then the placeholder badges of
 * docs/requirements/achievements.md §2 computed from the stats. Neither badges nor certificates carry an unlock time, so "newest
 * first" is read as "hardest first": a higher problem count is always reached after a lower one.
 *
 * Speed Demon (a problem in under 5 minutes): the stats keep the timed first solves and their summed
 * seconds, not the fastest. The fastest is at most the average, so an average under 5 minutes proves
 * one solve under 5 minutes: the badge is given then (never wrongly; a user with a fast solve but a
 * slow average lacks it until a per-solve minimum is stored).
 */
export function achievementsOf(account: AccountItems): Achievement[] {
  const { profile, stats } = account;
  if (profile.showBadges === false) return [];
  const certificates: Achievement[] = (profile.certificates ?? [])
    .filter((c) => c.unlocked)
    .map((c) => ({ id: certificateId(c.name), title: c.name, description: certificateDescriptions[c.name] ?? 'Certificate unlocked' }));
  const solved = stats?.solved ?? 0;
  const badges: Achievement[] = solvedBadges.filter((b) => solved >= b.solved).map(({ id, title, description }) => ({ id, title, description }));
  if ((stats?.longestStreak ?? 1) >= STREAK_MASTER_DAYS) badges.push({ id: 'streak-master', title: 'Streak Master', description: 'Kept a 7-day streak' });
  const timed = stats?.timedSolves ?? 0;
  if (timed > 0 && (stats?.solveSeconds ?? 0) / timed < SPEED_DEMON_SECONDS)
    badges.push({ id: 'speed-demon', title: 'Speed Demon', description: 'Solved a problem in under 5 minutes' });
  return [...certificates, ...badges];
}

/**
 * A rank on a leaderboard of this month, as the leaderboard page shows it (lambdas/rankings/
 * leaderboard.ts): exact within the top 10 (ties share a rank), else from the snapshot. The snapshot
 * ranks the user's current score against scores at most five minutes old, which only ever rise, so
 * a snapshot rank past the top 10 is past it for certain and the top 10 need not be read.
 */
async function monthlyRank(repo: UserCardRepository, board: string, standing: Standing, scope: string | undefined): Promise<number | null> {
  const summary = await repo.getStandingSummary(board, scope ?? 'world');
  const fromSnapshot = summary ? rankOf(summary, standing.score).rank : undefined;
  if (fromSnapshot !== undefined && fromSnapshot > LEADERBOARD_ROWS) return fromSnapshot;
  const top = await repo.listTopStandings(board, LEADERBOARD_ROWS, scope);
  if (top.some((s) => s.userId === standing.userId)) return 1 + top.filter((s) => s.score > standing.score).length;
  return fromSnapshot !== undefined ? Math.max(top.length + 1, fromSnapshot) : null;
}

/**
 * The six rankings, in the order shown:
 * - world and country rank by all-time XP: the 5-minute snapshot of the XP board, as the dashboard
 *   and the leaderboard's stat cards read it (rankOf the user's current XP);
 * - world and country rank on this UTC month's XP leaderboard, and on this month's weekly challenge
 *   points leaderboard (the leaderboard page's boards).
 * The original scans every month to find the best monthly rank; that is a read per month per user,
 * so the card shows the current month's, as the leaderboard page does. Null: not on that board
 * (no XP or points this month, no country, or no snapshot taken yet).
 */
async function rankingsOf(repo: UserCardRepository, userId: string, xp: number, country: string | undefined, now: Date): Promise<UserCard['rankings']> {
  const month = utcMonth(now);
  const monthly = async (metric: 'XP' | 'PTS'): Promise<[number | null, number | null]> => {
    const board = boardName(metric, 'M', month);
    const standing = await repo.getStanding(board, userId);
    if (!standing) return [null, null];
    return Promise.all([monthlyRank(repo, board, standing, undefined), standing.country ? monthlyRank(repo, board, standing, standing.country) : null]);
  };
  const [boards, [worldMonthXp, countryMonthXp], [worldMonthPoints, countryMonthPoints]] = await Promise.all([
    repo.getXpBoardSummaries(country),
    monthly('XP'),
    monthly('PTS'),
  ]);
  return [
    { key: 'world-xp', label: 'World Rank', rank: boards.world ? rankOf(boards.world, xp).rank : null },
    { key: 'country-xp', label: 'Country Rank', rank: country && boards.country ? rankOf(boards.country, xp).rank : null },
    { key: 'world-month-xp', label: 'World Rank This Month', rank: worldMonthXp },
    { key: 'country-month-xp', label: 'Country Rank This Month', rank: countryMonthXp },
    { key: 'world-month-challenges', label: 'Weekly Challenges World Rank', rank: worldMonthPoints },
    { key: 'country-month-challenges', label: 'Weekly Challenges Country Rank', rank: countryMonthPoints },
  ];
}

export async function getUserCard(deps: UserCardDeps, userId: string, now = new Date()): Promise<UserCard> {
  const account = await deps.repo.getAccountItems(userId);
  // An account being deleted is gone for everyone else already.
  if (!account || account.profile.deletingAt) throw userCardErrors.notFound();
  const { profile, stats, presence } = account;
  const xp = stats?.xp ?? 0;
  const [avatar, rankings, rating] = await Promise.all([
    profile.avatarKey ? deps.avatarUrlOf(profile.avatarKey) : Promise.resolve(profile.avatar),
    rankingsOf(deps.repo, userId, xp, profile.country?.code, now),
    deps.repo.getContestRating(userId),
  ]);
  const shown = presenceOf(
    {
      userId,
      ...(profile.showStatus !== undefined && { showStatus: profile.showStatus }),
      ...(presence?.status && { status: presence.status }),
      ...(presence?.lastActiveAt && { lastActiveAt: presence.lastActiveAt }),
    },
    now.getTime(),
  );
  return {
    userId,
    name: profile.name || 'Anonymous',
    ...(avatar && { avatar }),
    ...(profile.country && { country: { code: profile.country.code, name: profile.country.name } }),
    // Crews are not built yet: no user is in one.
    crew: null,
    status: shown.status,
    ...(shown.lastSeen && { lastSeen: shown.lastSeen }),
    xp,
    level: levelOf(xp),
    longestStreak: stats?.longestStreak ?? 1,
    memberSince: profile.createdAt,
    solved: { easy: stats?.solvedEasy ?? 0, medium: stats?.solvedMedium ?? 0, hard: stats?.solvedHard ?? 0 },
    rankings,
    achievements: achievementsOf(account),
    rating: rating?.displayed ?? null,
  };
}
