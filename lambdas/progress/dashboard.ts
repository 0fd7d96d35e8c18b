/**
 * The progress dashboard (docs/requirements/dashboard.md §1) and the practice hub (docs/requirements/practice.md §1) from the items that keep them:
 * the profile and stats, the catalogue summary, the user's XP and activity counters per day and
 * month (docs/decisions/D06), the latest five solves with their problems' titles, and the user's challenge
 * entries (a few a month) with the latest challenges: a handful of reads, in parallel. Periods are
 * the user's calendar.
 */
import { RECENT_ACTIVITY_SHOWN, type Dashboard, type DashboardPeriod, type ProgressBucket, type RecentActivity } from '@contract/api/progress';
import type { Difficulty } from '@contract/difficulty';
import { addDays, levelOf, levelThresholds, MAX_LEVEL, weekdayOf, xpPeriodsOf } from '@contract/progress';
import { CHALLENGES_LISTED } from '@contract/api/challenges';
import type { ActivityCount } from '../data/activity-history';
import type { CatalogueSummary } from '../data/catalogue';
import type { StoredChallengeEntry } from '../data/challenge-entries';
import type { StoredChallenge } from '../data/challenges';
import type { RecentSolve } from '../data/solved-problems';
import type { XpPeriodKind } from '../data/keys';
import type { XpBoardSummary } from '../data/rank-board';
import { rankOf, topPercent } from '../platform/rank-levels';
import { utcWeek } from '../platform/board-periods';
import { challengesHeldSince } from '../platform/challenge-participation';
import type { AccountItems } from '../data/user-profiles';
import { errors } from '../shared/errors';

export interface DashboardRepository {
  getAccountItems(userId: string): Promise<AccountItems | undefined>;
  getCatalogueSummary(): Promise<CatalogueSummary>;
  getXpHistory(userId: string, kind: XpPeriodKind, from: string, to: string): Promise<{ period: string; xp: number }[]>;
  getActivityHistory(userId: string, kind: XpPeriodKind, from: string, to: string): Promise<ActivityCount[]>;
  /** The user's latest solves, newest first. */
  listRecentSolves(userId: string, limit: number): Promise<RecentSolve[]>;
  /** The XP the problem earned the user (its first attempt's, D6). */
  getProblemXp(userId: string, problemId: string): Promise<number>;
  getProblemHeading(problemId: string): Promise<{ problemId: string; title: string; difficulty: Difficulty } | undefined>;
  /** Every challenge entry of the user (one per challenge submitted to). */
  listChallengeEntries(userId: string): Promise<StoredChallengeEntry[]>;
  /** The latest challenges by start, newest first. */
  listChallenges(limit: number): Promise<StoredChallenge[]>;
  getChallenge(challengeId: string): Promise<StoredChallenge | undefined>;
  getXpBoardSummaries(country: string | undefined): Promise<{ world?: XpBoardSummary; country?: XpBoardSummary }>;
  getContestRating(userId: string): Promise<{ displayed: number; contests: number; provisional: boolean } | undefined>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** The month before yyyy-mm. */
function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

/** The four buckets of a month (docs/requirements/dashboard.md §1): days 1–7, 8–14, 15–21, and 22 to the month's end. */
export function monthBucketOf(day: string): number {
  return Math.min(3, Math.floor((Number(day.slice(8, 10)) - 1) / 7));
}

/** The calendar ranges a dashboard reads, around `today` (yyyy-mm-dd in the user's timezone). */
export function dashboardRanges(today: string) {
  const weekStart = addDays(today, -weekdayOf(today));
  const month = today.slice(0, 7);
  const year = Number(today.slice(0, 4));
  const previousWeekStart = addDays(weekStart, -7);
  const previousMonthStart = `${previousMonth(month)}-01`;
  const weekEnd = addDays(weekStart, 6);
  return {
    weekDays: Array.from({ length: 7 }, (_, i) => addDays(weekStart, i)),
    previousWeekStart,
    month,
    previousMonth: previousMonth(month),
    year: String(year),
    previousYear: String(year - 1),
    /** Every day whose counters any chart or trend needs: the previous week or month, whichever starts first, to this week's or month's end. */
    days: { from: previousWeekStart < previousMonthStart ? previousWeekStart : previousMonthStart, to: weekEnd > `${month}-31` ? weekEnd : `${month}-31` },
    months: { from: `${year - 1}-01`, to: `${year}-12` },
  };
}

const sum = (counts: ActivityCount[], field: 'solved' | 'submissions' | 'timedSolves' | 'solveSeconds') => counts.reduce((total, c) => total + c[field], 0);

/** Whole seconds per timed first solve; null when nothing timed was solved. */
export function averageSolveSeconds(timedSolves: number, solveSeconds: number): number | null {
  return timedSolves > 0 ? Math.round(solveSeconds / timedSolves) : null;
}

/** A period's trend against the one before: problems solved and the average solving time. */
function trend(current: ActivityCount[], previous: ActivityCount[]) {
  return {
    solved: sum(current, 'solved'),
    previousSolved: sum(previous, 'solved'),
    avgSolveSeconds: averageSolveSeconds(sum(current, 'timedSolves'), sum(current, 'solveSeconds')),
    previousAvgSolveSeconds: averageSolveSeconds(sum(previous, 'timedSolves'), sum(previous, 'solveSeconds')),
  };
}

function bucket(label: string, counts: ActivityCount[]): ProgressBucket {
  return { label, solved: sum(counts, 'solved'), submissions: sum(counts, 'submissions') };
}

/** The solving-progress chart and the trends' solved counts, from the day and month counters. */
export function progressSeries(today: string, days: ActivityCount[], months: ActivityCount[]) {
  const r = dashboardRanges(today);
  const inDays = (from: string, to: string) => days.filter((d) => d.period >= from && d.period <= to);
  const thisMonth = days.filter((d) => d.period.startsWith(`${r.month}-`));
  const monthLabels = ['1–7', '8–14', '15–21', '22–end'];
  const progress = {
    week: r.weekDays.map((day, i) => bucket(WEEKDAYS[i]!, inDays(day, day))),
    month: monthLabels.map((label, i) =>
      bucket(
        label,
        thisMonth.filter((d) => monthBucketOf(d.period) === i),
      ),
    ),
    year: MONTHS.map((label, i) =>
      bucket(
        label,
        months.filter((m) => m.period === `${r.year}-${String(i + 1).padStart(2, '0')}`),
      ),
    ),
  };
  const trends: Record<DashboardPeriod, ReturnType<typeof trend>> = {
    week: trend(inDays(r.weekDays[0]!, r.weekDays[6]!), inDays(r.previousWeekStart, addDays(r.previousWeekStart, 6))),
    month: trend(
      thisMonth,
      days.filter((d) => d.period.startsWith(`${r.previousMonth}-`)),
    ),
    year: trend(
      months.filter((m) => m.period.startsWith(`${r.year}-`)),
      months.filter((m) => m.period.startsWith(`${r.previousYear}-`)),
    ),
  };
  return { progress, trends };
}

/** The latest solves with their problem's title, difficulty and XP; a problem no longer in the catalogue is left out. */
async function recentSolves(deps: DashboardRepository, userId: string): Promise<RecentActivity[]> {
  const solves = await deps.listRecentSolves(userId, RECENT_ACTIVITY_SHOWN);
  const shown = await Promise.all(
    solves.map(async (solve): Promise<RecentActivity | undefined> => {
      const [heading, xp] = await Promise.all([deps.getProblemHeading(solve.problemId), deps.getProblemXp(userId, solve.problemId)]);
      return (
        heading && { kind: 'problem', problemId: solve.problemId, title: heading.title, difficulty: heading.difficulty, xpAwarded: xp, at: solve.solvedAt }
      );
    }),
  );
  return shown.filter((a) => a !== undefined);
}

/** Challenges entered (judged, so with points), latest submission first, with their titles: the hub's challenge activity. */
async function recentChallenges(
  deps: DashboardRepository,
  entries: readonly StoredChallengeEntry[],
  listed: readonly StoredChallenge[],
): Promise<RecentActivity[]> {
  const latest = entries
    .filter((e) => e.bestPoints !== undefined && e.lastSubmittedAt !== undefined)
    .sort((a, b) => b.lastSubmittedAt!.localeCompare(a.lastSubmittedAt!))
    .slice(0, RECENT_ACTIVITY_SHOWN);
  const byId = new Map(listed.map((c) => [c.challengeId, c]));
  const shown = await Promise.all(
    latest.map(async (entry): Promise<RecentActivity | undefined> => {
      const challenge = byId.get(entry.challengeId) ?? (await deps.getChallenge(entry.challengeId));
      return (
        challenge && {
          kind: 'challenge',
          challengeId: entry.challengeId,
          title: challenge.title,
          difficulty: challenge.difficulty,
          points: entry.bestPoints!,
          at: entry.lastSubmittedAt!,
        }
      );
    }),
  );
  return shown.filter((a) => a !== undefined);
}

/** docs/requirements/practice.md §1: problems and weekly challenges mixed, newest first, 5 at most. */
export function mixRecentActivity(...lists: readonly RecentActivity[][]): RecentActivity[] {
  return lists
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, RECENT_ACTIVITY_SHOWN);
}

/** The hub's Weekly Challenges card: challenges submitted to, of those held since the account was created (as /weekly-challenges counts them). */
export function weeklyChallengesOf(
  entries: readonly StoredChallengeEntry[],
  listed: readonly StoredChallenge[],
  accountCreatedAt: string,
): Dashboard['weeklyChallenges'] {
  const participated = entries.filter((e) => e.submissions > 0).length;
  // A challenge entered beyond the latest listed ones still counts as held.
  return { participated, held: Math.max(participated, challengesHeldSince(listed, accountCreatedAt).length) };
}

/** The ranking card from the boards' snapshot and the user's current XP; null before the first snapshot. */
export function rankingOf(
  boards: { world?: XpBoardSummary; country?: XpBoardSummary },
  xp: number,
  country: { name: string; code: string } | undefined,
  now: Date,
): Dashboard['ranking'] {
  if (!boards.world) return null;
  const world = rankOf(boards.world, xp);
  const inCountry = country && boards.country ? rankOf(boards.country, xp) : country ? { rank: 1, users: 1 } : undefined;
  const weekXp = boards.world.week === utcWeek(now) ? boards.world.weekXp : 0;
  return {
    globalRank: world.rank,
    globalUsers: world.users,
    topPercent: topPercent(world.rank, world.users),
    country: country?.name ?? null,
    countryRank: inCountry?.rank ?? null,
    countryUsers: inCountry?.users ?? null,
    globalWeeklyAverageXp: Math.round((weekXp / Math.max(1, world.users)) * 10) / 10,
  };
}

export async function buildDashboard(deps: DashboardRepository, userId: string, now = new Date()): Promise<Dashboard> {
  const account = await deps.getAccountItems(userId);
  if (!account) throw errors.userAccountNotFound();
  const { profile, stats } = account;
  const today = xpPeriodsOf(now, profile.timezone).day;
  const r = dashboardRanges(today);
  const [catalogue, xpDays, activityDays, activityMonths, solves, entries, challenges, boards, rating] = await Promise.all([
    deps.getCatalogueSummary(),
    deps.getXpHistory(userId, 'D', r.weekDays[0]!, r.weekDays[6]!),
    deps.getActivityHistory(userId, 'D', r.days.from, r.days.to),
    deps.getActivityHistory(userId, 'M', r.months.from, r.months.to),
    recentSolves(deps, userId),
    deps.listChallengeEntries(userId),
    deps.listChallenges(CHALLENGES_LISTED),
    deps.getXpBoardSummaries(profile.country?.code),
    deps.getContestRating(userId),
  ]);
  const entered = entries.filter((e) => e.submissions > 0);
  const xp = stats?.xp ?? 0;
  const level = levelOf(xp);
  const { progress, trends } = progressSeries(today, activityDays, activityMonths);
  return {
    name: profile.name,
    daysActive: Math.max(0, Math.floor((now.getTime() - Date.parse(profile.createdAt)) / DAY_MS)),
    today,
    xp,
    level,
    levelStartXp: levelThresholds[level]!,
    nextLevelXp: level === MAX_LEVEL ? null : levelThresholds[level + 1]!,
    solved: { total: stats?.solved ?? 0, easy: stats?.solvedEasy ?? 0, medium: stats?.solvedMedium ?? 0, hard: stats?.solvedHard ?? 0 },
    catalogue: { total: catalogue.totalProblems, easy: catalogue.easyCount, medium: catalogue.mediumCount, hard: catalogue.hardCount },
    problemsAttempted: stats?.problemsAttempted ?? 0,
    submissions: stats?.submissions ?? 0,
    acceptedSubmissions: stats?.acceptedSubmissions ?? 0,
    averageSolveSeconds: averageSolveSeconds(stats?.timedSolves ?? 0, stats?.solveSeconds ?? 0),
    // A new account's streak is 1 (docs/requirements/accounts.md §2) until its stats item holds one.
    currentStreak: stats?.currentStreak ?? 1,
    longestStreak: stats?.longestStreak ?? 1,
    // Badges arrive with achievements (docs/requirements/achievements.md); none can be earned yet.
    badgesEarned: 0,
    certificatesEarned: profile.certificates.filter((c) => c.unlocked).length,
    ranking: rankingOf(boards, xp, profile.country, now),
    rating: rating ? { displayed: rating.displayed, contests: rating.contests, provisional: rating.provisional } : null,
    weekXp: r.weekDays.map((day) => ({ day, xp: xpDays.find((d) => d.period === day)?.xp ?? 0 })),
    progress,
    recentActivity: mixRecentActivity(solves, await recentChallenges(deps, entered, challenges)),
    weeklyChallenges: weeklyChallengesOf(entries, challenges, profile.createdAt),
    trends,
  };
}
