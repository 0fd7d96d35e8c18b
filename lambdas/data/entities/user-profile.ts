import { Entity, boolean, item, list, map, number, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/** The initial certificates of spec 1 §3.1, all locked. */
export const initialCertificates = ['Platform Conqueror', 'Crown of Consistency', 'Evercode Sentinel', 'Pentachampion', 'XP Vanguard'] as const;

/**
 * A user's profile (spec 1 §3.1). Progress fields that later features own (XP histories, problem
 * statistics, badges) are added by those features; missing ones read as their defaults.
 */
export const UserProfileEntity = new Entity({
  name: 'UserProfile',
  table,
  schema: item({
    userId: string().key(),
    email: string(),
    name: string(),
    role: string().enum('student', 'mentor', 'admin').default('student'),
    avatar: string().optional(),
    /** The uploads-bucket key of an uploaded avatar; reads turn it into a URL (lambdas/profile/avatar-storage). */
    avatarKey: string().optional(),
    username: string().optional(),
    theme: string().enum('light', 'dark', 'auto').optional(),
    dateFormat: string().enum('MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD').optional(),
    /** Presence: the last `user_activity` (ISO), written at most every 30 s. */
    lastActiveAt: string().optional(),
    country: map({ name: string(), code: string() }).optional(),
    plan: string().enum('free', 'pro', 'premium').default('free'),
    planActivatedAt: string().optional(),
    language: string().default('English'),
    timezone: string().default('UTC'),
    codeEditorTheme: string().default('hc-black'),
    githubLink: string().optional(),
    linkedinLink: string().optional(),
    showBadges: boolean().default(true),
    showStatus: boolean().default(true),
    showMessages: boolean().default(true),
    status: string().enum('online', 'offline').default('offline'),
    currentStreak: number().default(1),
    longestStreak: number().default(1),
    xp: number().default(0),
    level: number().default(0),
    certificates: list(map({ name: string(), unlocked: boolean() })).default(() =>
      initialCertificates.map((name) => ({ name, unlocked: false })),
    ),
    createdAt: string(),
    lastLoginDate: string().optional(),
  }),
  computeKey: ({ userId }) => ({ pk: keys.user(userId), sk: keys.profileSort() }),
});
