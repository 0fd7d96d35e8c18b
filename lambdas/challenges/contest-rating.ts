/**
 * The contest rating (docs/decisions/D26: beyond the spec; XP stays separate), implemented from AtCoder's
 * published description of its rating system ("AtCoder Rating System", ver. 1):
 *
 * - A contestant's performance in one contest is the X at which the field, each member at their
 *   average performance (APerf; a newcomer's is DEFAULT_APERF), would place them where they placed:
 *   Σ_j 1 / (1 + 6^((X − APerf_j) / 400)) = rank − ½ (ties share the average of their ranks).
 * - Their rating is a soft maximum of their performances, the newest weighing most (0.9^i):
 *   800 · log2( Σ 2^(perf_i / 800) · 0.9^i / Σ 0.9^i ) − F(n), where F(n) is the provisional ramp:
 *   1200 after one contest, falling to 0 as contests accumulate, so a lucky first contest does not
 *   put a newcomer at the top.
 * - Ratings under 400 are shown as 400 / e^((400 − r) / 400): always positive, still ordered.
 */

export const DEFAULT_APERF = 1200;
const WEIGHT = 0.9;
const SCALE = 800;
/** A performance beyond the field's reach is not believed: the winner of a weak field is capped. */
export const PERFORMANCE_CAP = 4000;
/** Shown as provisional until this many rated contests. */
export const PROVISIONAL_CONTESTS = 5;

/** Where a contestant of performance `x` is expected to place in the field (0.5 at the top). */
export function expectedPlace(x: number, aperfs: readonly number[]): number {
  return aperfs.reduce((sum, aperf) => sum + 1 / (1 + 6 ** ((x - aperf) / 400)), 0);
}

/** The performance that places a contestant at `rank` (1-based, may be fractional for ties). */
export function performanceAt(rank: number, aperfs: readonly number[]): number {
  let lo = -10_000;
  let hi = 10_000;
  // expectedPlace falls as x rises: find x with expectedPlace(x) = rank − ½.
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (expectedPlace(mid, aperfs) > rank - 0.5) lo = mid;
    else hi = mid;
  }
  return Math.min(PERFORMANCE_CAP, (lo + hi) / 2);
}

/** Ranks by points, highest first; tied contestants share the average of the ranks they span. */
export function tiedRanks(points: readonly number[]): number[] {
  const order = points.map((p, i) => [p, i] as const).sort((a, b) => b[0] - a[0]);
  const ranks: number[] = Array.from({ length: points.length }, () => 0);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]![0] === order[start]![0]) end++;
    const shared = (start + 1 + end + 1) / 2;
    for (let k = start; k <= end; k++) ranks[order[k]![1]] = shared;
    start = end + 1;
  }
  return ranks;
}

const weights = (n: number) => Array.from({ length: n }, (_, i) => WEIGHT ** (i + 1));

/** APerf: the weighted mean of past performances, newest first; a newcomer's default. */
export function averagePerformance(performancesNewestFirst: readonly number[]): number {
  if (performancesNewestFirst.length === 0) return DEFAULT_APERF;
  const w = weights(performancesNewestFirst.length);
  return performancesNewestFirst.reduce((sum, perf, i) => sum + perf * w[i]!, 0) / w.reduce((a, b) => a + b, 0);
}

const F_INFINITY = Math.sqrt(0.81 / (1 - 0.81)) / (0.9 / (1 - 0.9));

/** The provisional ramp F(n): 1200 after one contest, towards 0 with more. */
export function provisionalRamp(contests: number): number {
  if (contests <= 0) return 0;
  const w = weights(contests);
  const root = Math.sqrt(w.reduce((sum, x) => sum + x * x, 0)) / w.reduce((a, b) => a + b, 0);
  return ((root - F_INFINITY) / (1 - F_INFINITY)) * 1200;
}

/** The (inner) rating from every rated performance, newest first; 0 without any. */
export function ratingOf(performancesNewestFirst: readonly number[]): number {
  const n = performancesNewestFirst.length;
  if (n === 0) return 0;
  const w = weights(n);
  const soft = performancesNewestFirst.reduce((sum, perf, i) => sum + 2 ** (perf / SCALE) * w[i]!, 0) / w.reduce((a, b) => a + b, 0);
  return SCALE * Math.log2(soft) - provisionalRamp(n);
}

/** What a student sees: ratings under 400 are mapped into (0, 400), order kept. */
export function displayedRating(rating: number): number {
  return Math.round(rating >= 400 ? rating : 400 / Math.exp((400 - rating) / 400));
}

export interface ContestEntry {
  userId: string;
  points: number;
  /** The contestant's earlier rated performances, newest first. */
  history: readonly number[];
}

export interface RatedEntry {
  userId: string;
  rank: number;
  performance: number;
  previousRating: number | null;
  rating: number;
  displayed: number;
  provisional: boolean;
}

/** Rates one finished contest: every contestant's performance from the field, then their new rating. */
export function rateContest(entries: readonly ContestEntry[]): RatedEntry[] {
  const ranks = tiedRanks(entries.map((e) => e.points));
  const aperfs = entries.map((e) => averagePerformance(e.history));
  return entries.map((entry, i) => {
    const performance = Math.round(performanceAt(ranks[i]!, aperfs));
    const history = [performance, ...entry.history];
    const rating = ratingOf(history);
    return {
      userId: entry.userId,
      rank: ranks[i]!,
      performance,
      previousRating: entry.history.length ? ratingOf(entry.history) : null,
      rating,
      displayed: displayedRating(rating),
      provisional: history.length < PROVISIONAL_CONTESTS,
    };
  });
}
