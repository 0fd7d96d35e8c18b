import type { Dashboard } from '@contract/api/progress';
import type { StreakView } from '@contract/api/sessions';

// Here rather than in a feature: the dashboard's tests (features/progress) and the /practice hub's
// (features/practice) read the same figures.

export function testDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const bucket = (label: string, solved = 0) => ({ label, solved, submissions: solved });
  return {
    name: 'Ada Lovelace',
    daysActive: 23,
    today: '2026-11-25',
    xp: 2750,
    level: 1,
    levelStartXp: 1500,
    nextLevelXp: 4000,
    solved: { total: 12, easy: 6, medium: 4, hard: 2 },
    catalogue: { total: 108, easy: 43, medium: 42, hard: 23 },
    problemsAttempted: 15,
    submissions: 40,
    acceptedSubmissions: 20,
    currentStreak: 3,
    longestStreak: 9,
    badgesEarned: 0,
    certificatesEarned: 1,
    ranking: null,
    rating: null,
    weekXp: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((day, i) => ({ day, xp: i === 1 ? 14 : 0 })),
    progress: {
      week: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((l, i) => bucket(l, i === 1 ? 2 : 0)),
      month: ['1–7', '8–14', '15–21', '22–end'].map((l) => bucket(l, 1)),
      year: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((l) => bucket(l, l === 'Nov' ? 12 : 0)),
    },
    recentActivity: [
      { kind: 'problem', problemId: 'range-xor', title: 'Range XOR', difficulty: 'Medium', xpAwarded: 25, at: '2026-11-24T10:00:00.000Z' },
      { kind: 'challenge', challengeId: 'wc-2026-w48-3f9a1c', title: 'Sum of Squares', difficulty: 'Hard', points: 841, at: '2026-11-23T18:00:00.000Z' },
      { kind: 'problem', problemId: 'a-plus-b', title: 'A + B', difficulty: 'Easy', xpAwarded: 4, at: '2026-11-23T10:00:00.000Z' },
    ],
    weeklyChallenges: { participated: 1, held: 3 },
    averageSolveSeconds: 840,
    trends: {
      week: { solved: 3, previousSolved: 2, avgSolveSeconds: 600, previousAvgSolveSeconds: 750 },
      month: { solved: 12, previousSolved: 0, avgSolveSeconds: 840, previousAvgSolveSeconds: null },
      year: { solved: 12, previousSolved: 12, avgSolveSeconds: 840, previousAvgSolveSeconds: 700 },
    },
    ...overrides,
  };
}

export function testStreak(overrides: Partial<StreakView> = {}): StreakView {
  return {
    currentStreak: 3,
    longestStreak: 9,
    lastLoginDate: '2026-11-25',
    today: '2026-11-25',
    updated: false,
    calendar: { from: '2026-11-01', to: '2026-12-12', visitedDays: ['2026-11-23', '2026-11-24', '2026-11-25'] },
    ...overrides,
  };
}
