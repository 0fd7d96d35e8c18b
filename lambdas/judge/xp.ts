import type { Difficulty } from '@contract/difficulty';

/** docs/decisions/D06 / docs/requirements/dashboard.md §3: XP per passed test on the first submitted attempt, by difficulty. */
export const xpPerPassedTest: Record<Difficulty, number> = { Easy: 2, Medium: 5, Hard: 10 };

/** XP for a first attempt: only when at least one test passed. */
export function firstAttemptXp(difficulty: Difficulty, passedTests: number): number {
  return passedTests >= 1 ? passedTests * xpPerPassedTest[difficulty] : 0;
}
