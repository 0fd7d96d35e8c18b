/**
 * GET /weekly-challenges/active (public): the home page's active challenge (docs/requirements/shell.md §6: the first
 * active one: the latest to start, however many challenges are scheduled after it). Kept 30 seconds in
 * the warm Lambda, as every visitor of the home page asks the same.
 */
import { challengesApi } from '@contract/api/challenges';
import { listActiveChallenges } from '../data/challenges';
import { httpRoute } from '../shared/http-handler';
import { cachedFor } from '../shared/warm-cache';

export const ACTIVE_CHALLENGE_CACHE_MS = 30_000;

const activeCache = cachedFor(ACTIVE_CHALLENGE_CACHE_MS, async () => {
  const [active] = await listActiveChallenges(new Date());
  return active ? { challengeId: active.challengeId, title: active.title, startsAt: active.startsAt, endsAt: active.endsAt } : null;
});

export const handler = httpRoute(challengesApi.activeChallenge, async () => ({ challenge: await activeCache.get() }));
