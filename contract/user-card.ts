import { z } from 'zod';
import { presenceStatusSchema } from './friends';

/**
 * The user profile popup (docs/requirements/friends.md §6): what any signed-in user
 * may see of another, opened by user id from any name (friends, leaderboards). Never the e-mail
 * address; badges only when the user shows them (showBadges), presence as they allow it.
 */
export const userCardMessages = {
  loadFailed: (message: string) => `Failed to load user data: ${message}`,
  notFound: 'User not found',
  noCrew: 'No crew yet',
  noAchievements: 'No achievements yet',
} as const;

/** docs/requirements/friends.md §6: the achievements carousel advances every 3 s when there is more than one. */
export const ACHIEVEMENT_CAROUSEL_MS = 3000;

export const userCardRankingSchema = z.object({
  /** Stable key for the six rankings (see lambdas/users/user-card.ts for how each is read). */
  key: z.string(),
  label: z.string(),
  /** null: not ranked on that board (nothing earned there yet). */
  rank: z.number().int().positive().nullable(),
});

export const userCardAchievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  unlockedAt: z.string().optional(),
});

export const userCardSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string().optional(),
  country: z.object({ code: z.string(), name: z.string() }).optional(),
  /** The crew and its level name; null until crews exist for this user. */
  crew: z.object({ name: z.string(), levelName: z.string() }).nullable(),
  status: presenceStatusSchema,
  lastSeen: z.string().optional(),
  xp: z.number().int(),
  level: z.number().int(),
  longestStreak: z.number().int(),
  /** The account's creation time (ISO). */
  memberSince: z.string(),
  /** Problems solved by difficulty: the donut. */
  solved: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  /** Six rankings, in the order shown. */
  rankings: z.array(userCardRankingSchema).length(6),
  /** Unlocked achievements, newest first; empty when the user hides badges. */
  achievements: z.array(userCardAchievementSchema),
  /** Contest rating from weekly challenges; null before the first rated one. */
  rating: z.number().int().nullable(),
});
export type UserCard = z.infer<typeof userCardSchema>;
