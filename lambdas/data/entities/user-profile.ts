import { Entity, boolean, item, list, map, string, type Transformer } from 'dynamodb-toolbox';
import { normalizePlan, type PlanName } from '@contract/plans';
import { keys } from '../keys';
import { table } from '../table';

/** The initial certificates of docs/requirements/accounts.md §2, all locked. */
export const initialCertificates = ['Platform Conqueror', 'Crown of Consistency', 'Evercode Sentinel', 'Pentachampion', 'XP Vanguard'] as const;

/**
 * A stored plan as the plans read it: older items hold "enterprise" (premium), and any other value
 * reads as free, so an item written before the plans were free / pro / premium still reads instead
 * of failing the entity's check. Writes store the plan as given (the enum checks it first).
 */
const storedPlan: Transformer<PlanName, PlanName, string> = {
  encode: (plan) => plan,
  decode: (stored) => normalizePlan(stored),
};

/**
 * A user's profile (docs/requirements/accounts.md §2): who they are and their settings, which change rarely. Progress
 * (UserStats) and presence (UserPresence) are items of their own next to it, so the frequent writes
 * never rewrite this item. `deletingAt` is the tombstone of an account being deleted: every write
 * to the user's items is conditioned on the profile existing without it (data/account-guard.ts).
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
    country: map({ name: string(), code: string() }).optional(),
    plan: string().enum('free', 'pro', 'premium').transform(storedPlan).default('free'),
    planActivatedAt: string().optional(),
    language: string().default('English'),
    timezone: string().default('UTC'),
    codeEditorTheme: string().default('hc-black'),
    githubLink: string().optional(),
    linkedinLink: string().optional(),
    showBadges: boolean().default(true),
    showStatus: boolean().default(true),
    showMessages: boolean().default(true),
    certificates: list(map({ name: string(), unlocked: boolean() })).default(() => initialCertificates.map((name) => ({ name, unlocked: false }))),
    createdAt: string(),
    /** Set when DELETE /me starts: from then on nothing more is written for the user. */
    deletingAt: string().optional(),
  }),
  computeKey: ({ userId }) => ({ pk: keys.user(userId), sk: keys.profileSort() }),
});
