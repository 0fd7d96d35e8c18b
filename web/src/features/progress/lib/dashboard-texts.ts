import { levelTexts } from '@web/components/level-bar';

/** docs/requirements/dashboard.md §1, word for word (the level's words are the level bar's, which the /practice hub shares). */
export const dashboardTexts = {
  loading: 'Loading your stats...',
  ...levelTexts,
  noAchievement: 'No achievement unlocked so far.',
  avgTimeImproved: 'Avg Time Improved',
  problemsSolved: 'Problems Solved',
  /** Before the first rankings snapshot (taken every 5 minutes): from then on every student is ranked by total XP. */
  notRanked: 'Not ranked yet: students are ranked by total XP, updated every 5 minutes. Solve problems and take weekly challenges to earn XP and climb.',
} as const;
