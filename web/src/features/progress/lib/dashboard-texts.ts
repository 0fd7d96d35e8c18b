/** docs/requirements/dashboard.md §1, word for word (the hub shares the level's words). */
export const dashboardTexts = {
  loading: 'Loading your stats...',
  maxLevel: 'Max Level',
  toNextLevel: 'XP to next level',
  noAchievement: 'No achievement unlocked so far.',
  avgTimeImproved: 'Avg Time Improved',
  problemsSolved: 'Problems Solved',
  /** Before the first rankings snapshot (taken every 5 minutes): from then on every student is ranked by total XP. */
  notRanked: 'Not ranked yet: students are ranked by total XP, updated every 5 minutes. Solve problems and take weekly challenges to earn XP and climb.',
} as const;
