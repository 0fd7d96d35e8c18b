/** The discussion engine's per-user write rates (contract/discussions.ts DISCUSSION_RATES), per UTC hour or minute. */
import { meters } from './entities/meter';
import { keys } from './keys';
import { countInWindow } from './meters';

export type DiscussionMeter = 'discussionItems' | 'discussionComments' | 'feedback' | 'discussionVotes' | 'discussionReports';

/**
 * Counts one write in its window if fewer than `limit` were counted there. The answer is the seconds
 * until the window ends when at the limit (for Retry-After), or 0 when counted.
 */
export async function countDiscussionWrite(userId: string, meter: DiscussionMeter, limit: number, per: 'minute' | 'hour', now = new Date()): Promise<number> {
  const window = now.toISOString().slice(0, per === 'minute' ? 16 : 13);
  const windowEnd = Date.parse(per === 'minute' ? `${window}:00.000Z` : `${window}:00:00.000Z`) + (per === 'minute' ? 60_000 : 3_600_000);
  const counted = await countInWindow({ owner: keys.user(userId), meter: meters[meter], window, limit, expiresAt: Math.floor(windowEnd / 1000) + 60 });
  return counted ? 0 : Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000));
}
