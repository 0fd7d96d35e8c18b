/**
 * Keeps a user's XP board entry true to their profile and stats (DESIGN §2: ranks come from
 * snapshots fed by the table's stream). The stream only says which user changed: the entry is
 * brought to the account's current XP and country, so a change delivered twice, late or out of
 * order converges to the same entry, and the XP gained since the entry counts toward this week.
 */
import { isoWeek } from '@contract/progress';
import type { XpBoardEntry } from '../data/rank-board';
import type { AccountItems } from '../data/user-profiles';

export interface BoardEntryRepository {
  getAccountItems(userId: string): Promise<AccountItems | undefined>;
  getXpBoardEntry(userId: string): Promise<XpBoardEntry | undefined>;
  replaceXpBoardEntry(entry: XpBoardEntry, previousXp: number | undefined): Promise<'written' | 'entry-changed' | 'account-gone'>;
  deleteXpBoardEntry(userId: string): Promise<void>;
}

/** The ISO week of an instant in UTC: the global weekly average is one calendar for everyone. */
export function utcWeek(now: Date): string {
  return isoWeek(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());
}

/** Another write between our read and ours is retried this often before the batch is retried whole. */
const ATTEMPTS = 5;

export type BoardSync = 'written' | 'unchanged' | 'removed';

/**
 * `firstSeenXp`: for a user without an entry yet, the XP the change that woke us added (a stats
 * record's new XP minus its old), counted toward this week; the rest of their XP predates the board.
 */
export async function syncBoardEntry(repo: BoardEntryRepository, userId: string, firstSeenXp: number, now = new Date()): Promise<BoardSync> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [account, entry] = await Promise.all([repo.getAccountItems(userId), repo.getXpBoardEntry(userId)]);
    if (!account || account.profile.deletingAt) {
      if (entry) await repo.deleteXpBoardEntry(userId);
      return 'removed';
    }
    const xp = account.stats?.xp ?? 0;
    const country = account.profile.country?.code;
    if (entry && entry.xp === xp && entry.country === country) return 'unchanged';
    const week = utcWeek(now);
    const gained = entry ? Math.max(0, xp - entry.xp) : Math.max(0, Math.min(firstSeenXp, xp));
    const weekXp = (entry?.week === week ? entry.weekXp : 0) + gained;
    const next: XpBoardEntry = { userId, xp, ...(country && { country }), week, weekXp };
    const outcome = await repo.replaceXpBoardEntry(next, entry?.xp);
    if (outcome === 'written') return 'written';
    if (outcome === 'account-gone') {
      if (entry) await repo.deleteXpBoardEntry(userId);
      return 'removed';
    }
  }
  throw new Error(`the XP board entry of ${userId} kept changing under ${ATTEMPTS} attempts`);
}
