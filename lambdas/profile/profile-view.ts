import type { Profile } from '../../contract/account/profile';
import { normalizePlan } from '../../contract/plans';
import { initialCertificates } from '../data/entities/user-profile';
import type { StoredProfile } from '../data/profile-updates';
import type { Caller } from '../shared/caller';

/** Turns an avatar object key into a URL the browser can load. */
export type AvatarUrlOf = (key: string) => Promise<string>;

/** Spec 1 §9 defaults for what an older or partial profile lacks (spec 1 §3.1: "backfilled"). */
const defaults = {
  language: 'English',
  timezone: 'UTC',
  codeEditorTheme: 'hc-black',
  theme: 'dark',
  dateFormat: 'MM/DD/YYYY',
} as const;

/**
 * The profile as GET /me answers it. The role is the token's (DESIGN D2: Cognito groups decide),
 * the plan is read as D3 says, and an uploaded avatar becomes a loadable URL.
 */
export async function toProfileView(stored: StoredProfile, caller: Caller, avatarUrlOf: AvatarUrlOf): Promise<Profile> {
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
    currentStreak: stored.currentStreak ?? 1,
    longestStreak: stored.longestStreak ?? 1,
    xp: stored.xp ?? 0,
    level: stored.level ?? 0,
    certificates: stored.certificates?.length ? stored.certificates : initialCertificates.map((name) => ({ name, unlocked: false })),
    createdAt: stored.createdAt,
    ...(stored.lastLoginDate && { lastLoginDate: stored.lastLoginDate }),
  };
}
