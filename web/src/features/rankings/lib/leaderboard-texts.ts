import type { LeaderboardBoard } from '@contract/api/rankings';

/** docs/requirements/leaderboards.md §1, word for word, and the page's own few words. */
export const leaderboardTexts = {
  title: 'Leaderboard',
  loading: 'Loading...',
  noUsers: 'No users found.',
  noUsersFrom: (country: string) => `No users found from ${country}.`,
  tryWorld: 'Try switching to World Rankings to see all users.',
  challengesLoading: 'Loading Weekly Challenge Rankings...',
  challengesEmpty: 'No Weekly Challenge Rankings',
  comingSoon: 'Coming Soon.',
  goodThings: 'Good things take time.',
  noCrews: 'No crews found.',
  lastYear: 'Last Year',
  lastMonth: 'Last Month',
  worldRankings: 'World Rankings',
  countryRankings: (country: string) => `${country} Rankings`,
  noCountryHint: 'to see your country rankings.',
  you: 'You',
  cadence: 'Ranks update every 5 minutes',
} as const;

/** What a board's score counts (docs/requirements/leaderboards.md §1): XP on Individual, points on Weekly Challenges. */
export const scoreLabels: Record<LeaderboardBoard, string> = { individual: 'XP', challenges: 'points' };
