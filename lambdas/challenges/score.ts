/**
 * A weekly challenge submission's score (docs/decisions/D08, docs/requirements/challenges.md §3), computed on the server from the
 * judge's own figures, never taken from the client:
 *   optimality (0–400) = passRatio × (200 × min(1, avgTime / yourAvgTime) + 200 × min(1, avgChars / yourChars))
 *   points (0–1000)    = round(600 × passRatio + optimality)
 *   XP                 = 10 per passed test (200 for 20)
 * with the challenge's per-language averages (defaults 1000 ms and 200 characters).
 */

export const DEFAULT_AVERAGE_TIME_MS = 1000;
export const DEFAULT_AVERAGE_CHARS = 200;
export const XP_PER_PASSED_TEST = 10;
export const MAX_OPTIMALITY = 400;
export const MAX_POINTS = 1000;

/** docs/requirements/challenges.md §3's colour bands; "optimal" is 320 or more. The labels are ours (the spec names only the default). */
export const optimalityBands = [
  { min: 320, label: 'Optimal', colour: 'green' },
  { min: 240, label: 'Good', colour: 'yellow' },
  { min: 160, label: 'Fair', colour: 'orange' },
  { min: 0, label: 'Needs work', colour: 'red' },
] as const;

export type OptimalityBand = (typeof optimalityBands)[number];

export interface ChallengeRun {
  passedTests: number;
  totalTests: number;
  /** The submission's average CPU time per test, ms (the judge's figure). */
  averageTimeMs: number;
  /** The source's length in characters. */
  chars: number;
}

export interface LanguageAverages {
  avgTimeMs?: number;
  avgChars?: number;
}

export interface ChallengeScore {
  xp: number;
  optimality: number;
  points: number;
  band: OptimalityBand;
}

/** How close to the average a figure is, 1 at or below it (a figure of 0 is at or below anything). */
const closeness = (average: number, yours: number) => (yours <= 0 ? 1 : Math.min(1, average / yours));

export function bandOf(optimality: number): OptimalityBand {
  return optimalityBands.find((band) => optimality >= band.min) ?? optimalityBands[optimalityBands.length - 1]!;
}

export function scoreChallengeRun(run: ChallengeRun, averages: LanguageAverages = {}): ChallengeScore {
  const passRatio = run.totalTests > 0 ? Math.min(1, Math.max(0, run.passedTests) / run.totalTests) : 0;
  const avgTime = averages.avgTimeMs ?? DEFAULT_AVERAGE_TIME_MS;
  const avgChars = averages.avgChars ?? DEFAULT_AVERAGE_CHARS;
  const optimality = passRatio * (200 * closeness(avgTime, run.averageTimeMs) + 200 * closeness(avgChars, run.chars));
  const rounded = Math.round(optimality * 100) / 100;
  return {
    xp: XP_PER_PASSED_TEST * Math.min(run.passedTests, run.totalTests),
    optimality: rounded,
    points: Math.round(600 * passRatio + optimality),
    band: bandOf(rounded),
  };
}
