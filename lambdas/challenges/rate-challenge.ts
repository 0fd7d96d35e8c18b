/**
 * Rates a completed weekly challenge (docs/decisions/D26): its standings (each contestant's best points) are
 * the contest's result; every contestant gets an AtCoder-style performance from the field and a new
 * rating from their history (lambdas/challenges/contest-rating.ts), and their final place. A contestant
 * already rated for it (a retried run) is skipped, and their history never counts this challenge twice.
 */
import type { ContestRating } from '../data/contest-ratings';
import type { StoredChallengeEntry } from '../data/challenge-entries';
import { rateContest } from './contest-rating';

/** The performances kept per user: far more than the rating's weights still notice. */
export const KEPT_PERFORMANCES = 100;

export interface RatingRepository {
  listChallengeStandings(challengeId: string): Promise<StoredChallengeEntry[]>;
  getContestRatings(userIds: readonly string[]): Promise<Map<string, ContestRating>>;
  saveContestResult(rating: ContestRating, previousContests: number | undefined, challengeId: string, finalRank: number): Promise<boolean>;
}

export async function rateChallenge(repo: RatingRepository, challengeId: string, now: Date): Promise<{ contestants: number; rated: number }> {
  const standings = (await repo.listChallengeStandings(challengeId)).filter((entry) => entry.bestPoints !== undefined);
  const ratings = await repo.getContestRatings(standings.map((entry) => entry.userId));
  const earlier = (userId: string) => (ratings.get(userId)?.performances ?? []).filter((p) => p.challengeId !== challengeId);
  const results = rateContest(
    standings.map((entry) => ({ userId: entry.userId, points: entry.bestPoints!, history: earlier(entry.userId).map((p) => p.performance) })),
  );
  let rated = 0;
  for (const result of results) {
    const previous = ratings.get(result.userId);
    if (previous?.performances.some((p) => p.challengeId === challengeId)) continue;
    const performances = [{ challengeId, performance: result.performance, rank: result.rank }, ...earlier(result.userId)].slice(0, KEPT_PERFORMANCES);
    const rating: ContestRating = {
      userId: result.userId,
      performances,
      contests: (previous?.contests ?? 0) + 1,
      rating: Math.round(result.rating),
      displayed: result.displayed,
      provisional: result.provisional,
      ratedAt: now.toISOString(),
    };
    if (await repo.saveContestResult(rating, previous?.contests, challengeId, Math.floor(result.rank))) rated++;
  }
  return { contestants: standings.length, rated };
}
