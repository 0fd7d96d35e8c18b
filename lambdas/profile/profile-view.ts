import type { Profile } from '@contract/account/profile';
import { normalizePlan } from '@contract/plans';
import { levelOf } from '@contract/progress';
import { initialCertificates } from '../data/entities/user-profile';
import type { AccountItems } from '../data/user-profiles';
import type { Caller } from '../shared/caller';

/** Turns an avatar object key into a URL the browser can load. */
export type AvatarUrlOf = (key: string) => Promise<string>;

/** The defaults of docs/requirements/accounts.md §2 for what an older or partial profile lacks (it is backfilled). */
const defaults = {
  language: 'English',
  timezone: 'UTC',
  codeEditorTheme: 'hc-black',
  theme: 'dark',
  dateFormat: 'MM/DD/YYYY',
} as const;

/** docs/requirements/accounts.md §2: a new account starts with a streak of 1 and zero XP. */
const newStats = { xp: 0, currentStreak: 1, longestStreak: 1 } as const;

/**
 * The profile as GET /me answers it, from the profile item and the stats item next to it. The role
 * is the token's (docs/decisions/D02: Cognito groups decide), the plan is read as docs/decisions/D03 says, an uploaded avatar
 * becomes a loadable URL, and the level is derived from XP (docs/requirements/dashboard.md §2), never stored.
 */
export async function toProfileView(
  { profile: stored, stats }: Pick<AccountItems, 'profile' | 'stats'>,
  caller: Caller,
  avatarUrlOf: AvatarUrlOf,
): Promise<Profile> {
  const xp = stats?.xp ?? newStats.xp;
  const avatar = stored.avatarKey ? await avatarUrlOf(stored.avatarKey) : stored.avatar;
  return {
    userId: stored.userId,
    email: stored.email || caller.email,
    name: stored.name || 'Anonymous',
    ...(stored.username && { username: stored.username }),
    role: caller.role,
    ...(avatar && { avatar }),
    ...(stored.country && { country: stored.country }),
    plan: normalizePlan(stored.plan),
    language: stored.language ?? defaults.language,
    timezone: stored.timezone ?? defaults.timezone,
    codeEditorTheme: stored.codeEditorTheme ?? defaults.codeEditorTheme,
    theme: stored.theme ?? defaults.theme,
    dateFormat: stored.dateFormat ?? defaults.dateFormat,
    githubLink: stored.githubLink ?? null,
    linkedinLink: stored.linkedinLink ?? null,
    showBadges: stored.showBadges ?? true,
    showStatus: stored.showStatus ?? true,
    showMessages: stored.showMessages ?? true,
    currentStreak: stats?.currentStreak ?? newStats.currentStreak,
    longestStreak: stats?.longestStreak ?? newStats.longestStreak,
    xp,
    level: levelOf(xp),
    certificates: stored.certificates?.length ? stored.certificates : initialCertificates.map((name) => ({ name, unlocked: false })),
    createdAt: stored.createdAt,
    ...(stats?.lastLoginDate && { lastLoginDate: stats.lastLoginDate }),
  };
}
