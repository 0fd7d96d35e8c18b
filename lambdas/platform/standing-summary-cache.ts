/**
 * The spec caches ranks and leaderboards five minutes (docs/requirements/leaderboards.md §6): a summary (up to 8,000 levels,
 * about 100 KB) is kept a minute in the warm Lambda, per board and scope, so a busy page (or popups
 * opened one after another from a leaderboard) does not read and parse it on every request. The
 * snapshot renews them every five minutes anyway.
 */
import { getStandingSummary, type StandingSummary } from '../data/standings';
import { cachedFor } from '../shared/warm-cache';

export const SUMMARY_CACHE_MS = 60_000;
const summaryCaches = new Map<string, ReturnType<typeof cachedFor<StandingSummary | undefined>>>();

export function cachedStandingSummary(board: string, scope: string): Promise<StandingSummary | undefined> {
  const key = `${board}|${scope}`;
  let cache = summaryCaches.get(key);
  if (!cache) summaryCaches.set(key, (cache = cachedFor(SUMMARY_CACHE_MS, () => getStandingSummary(board, scope))));
  return cache.get();
}

/**
 * Forgets every summary kept: the next request for each board and scope reads it anew, as the first
 * in a new Lambda would. The app never calls it (a summary expires on its own); bench:leaderboard
 * does, to measure the leaderboard with the cache empty as well as warm.
 */
export function clearStandingSummaryCaches(): void {
  summaryCaches.clear();
}
