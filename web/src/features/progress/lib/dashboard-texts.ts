/** Spec 2 §2.2, word for word (the hub shares the level's words). */
export const dashboardTexts = {
  loading: 'Loading your stats...',
  maxLevel: 'Max Level',
  toNextLevel: 'XP to next level',
  noAchievement: 'No achievement unlocked so far.',
  avgTimeImproved: 'Avg Time Improved',
  problemsSolved: 'Problems Solved',
  notRanked: 'Not ranked yet: rankings are computed from weekly challenges, coming soon.',
} as const;
