/**
 * Keeps a user's XP board entry true to their profile and stats (docs/architecture.md §5: ranks come from
 * snapshots fed by the table's stream). The stream only says which user changed: the entry is
 * brought to the account's current XP and country, so a change delivered twice, late or out of
 * order converges to the same entry, and the XP gained since the entry counts toward this week.
 */
import type { XpBoardEntry } from '../data/rank-board';
import type { Standing } from '../data/standings';
import type { AccountItems } from '../data/user-profiles';
import { boardName, utcMonth, utcWeek, utcYear } from '../platform/board-periods';

export interface BoardEntryRepository {
  getAccountItems(userId: string): Promise<AccountItems | undefined>;
  getXpBoardEntry(userId: string): Promise<XpBoardEntry | undefined>;
  replaceXpBoardEntry(
    entry: XpBoardEntry,
    previous: Pick<XpBoardEntry, 'xp' | 'points'> | undefined,
    standings: readonly Standing[],
  ): Promise<'written' | 'entry-changed' | 'account-gone'>;
  /** The entry and the user's standings. */
  deleteXpBoardEntry(userId: string): Promise<void>;
}

/** The standings an entry puts: each board of its current periods where the user scored. */
export function standingsOf(entry: XpBoardEntry): Standing[] {
  const boards: [string | undefined, 'XP' | 'PTS', 'M' | 'Y', number | undefined][] = [
    [entry.month, 'XP', 'M', entry.monthXp],
    [entry.year, 'XP', 'Y', entry.yearXp],
    [entry.month, 'PTS', 'M', entry.monthPoints],
    [entry.year, 'PTS', 'Y', entry.yearPoints],
  ];
  return boards.flatMap(([key, metric, period, score]) =>
    key && score && score > 0 ? [{ board: boardName(metric, period, key), userId: entry.userId, score, ...(entry.country && { country: entry.country }) }] : [],
  );
}

/** Another write between our read and ours is retried this often before the batch is retried whole. */
const ATTEMPTS = 5;

export type BoardSync = 'written' | 'unchanged' | 'removed';

/** A period's running sum: what was there when the period is the same, plus what was gained. */
const periodSum = (current: string, stored: string | undefined, sum: number | undefined, gained: number) => (stored === current ? (sum ?? 0) : 0) + gained;

/**
 * The entry after a change: XP and points gained since the entry count toward the week, month and
 * year (UTC). A user new to the board has earned all of theirs since they joined, which the board
 * has followed from its start: all of it counts now. (Counting only what the waking record added
 * lost XP whenever the profile's record reached the board in an earlier batch than the stats' record,
 * but was synced after the stats were written.)
 */
export function nextEntry(userId: string, entry: XpBoardEntry | undefined, now: Date, seen: { xp: number; points: number; country?: string }): XpBoardEntry {
  const gainedXp = Math.max(0, seen.xp - (entry?.xp ?? 0));
  const gainedPoints = Math.max(0, seen.points - (entry?.points ?? 0));
  const [week, month, year] = [utcWeek(now), utcMonth(now), utcYear(now)];
  return {
    userId,
    xp: seen.xp,
    points: seen.points,
    ...(seen.country && { country: seen.country }),
    week,
    weekXp: periodSum(week, entry?.week, entry?.weekXp, gainedXp),
    month,
    monthXp: periodSum(month, entry?.month, entry?.monthXp, gainedXp),
    monthPoints: periodSum(month, entry?.month, entry?.monthPoints, gainedPoints),
    year,
    yearXp: periodSum(year, entry?.year, entry?.yearXp, gainedXp),
    yearPoints: periodSum(year, entry?.year, entry?.yearPoints, gainedPoints),
  };
}

export async function syncBoardEntry(repo: BoardEntryRepository, userId: string, now = new Date()): Promise<BoardSync> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [account, entry] = await Promise.all([repo.getAccountItems(userId), repo.getXpBoardEntry(userId)]);
    if (!account || account.profile.deletingAt) {
      if (entry) await repo.deleteXpBoardEntry(userId);
      return 'removed';
    }
    const seen = { xp: account.stats?.xp ?? 0, points: account.stats?.challengePoints ?? 0, country: account.profile.country?.code };
    if (entry && entry.xp === seen.xp && (entry.points ?? 0) === seen.points && entry.country === seen.country) return 'unchanged';
    const next = nextEntry(userId, entry, now, seen);
    const outcome = await repo.replaceXpBoardEntry(
      next,
      entry && { xp: entry.xp, ...(entry.points !== undefined && { points: entry.points }) },
      standingsOf(next),
    );
    if (outcome === 'written') return 'written';
    if (outcome === 'account-gone') {
      if (entry) await repo.deleteXpBoardEntry(userId);
      return 'removed';
    }
  }
  throw new Error(`the XP board entry of ${userId} kept changing under ${ATTEMPTS} attempts`);
}
