import { z } from 'zod';
import { countryCodes } from '../countries';
import { planNames } from '../plans';
import { timezoneIds } from '../timezones';
import { shownText } from '../shown-text';
import { accountMessages as m } from './messages';

/** docs/requirements/accounts.md §12: a full name is at most 80 characters. */
export const FULL_NAME_MAX_LENGTH = 80;

export const editorThemes = ['hc-black', 'cream', 'redwine', 'darkpurple'] as const;
export const themes = ['light', 'dark', 'auto'] as const;
export const dateFormats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const languages = ['English'] as const;

/** docs/requirements/accounts.md §8: shorter than 3, or one of these (any case), is not available. */
export const reservedUsernames = ['admin', 'root', 'test', 'user', 'codearena'] as const;

export function isUsernameAvailableLocally(username: string): boolean {
  const value = username.trim().toLowerCase();
  return value.length >= 3 && !(reservedUsernames as readonly string[]).includes(value);
}

export const usernameSchema = z
  .string()
  .max(100, m.usernameUnavailable)
  .trim()
  .toLowerCase()
  .refine(isUsernameAvailableLocally, m.usernameUnavailable)
  .refine((v) => /^[a-z0-9_-]{3,30}$/.test(v), m.usernameUnavailable);

/** A profile link on its own site, or empty (or null, as docs/requirements/accounts.md §8 sends it) to remove it. */
function socialLink(host: 'github.com' | 'linkedin.com') {
  return z
    .string()
    .trim()
    .max(200, m.invalidSocialLink)
    .refine((value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        const hostOk = url.hostname === host || url.hostname === `www.${host}`;
        return url.protocol === 'https:' && hostOk && url.pathname.length > 1;
      } catch {
        return false;
      }
    }, m.invalidSocialLink)
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

export const countryField = z.enum(countryCodes, { message: m.selectCountry });

/** A user's full name, as others see it (docs/requirements/accounts.md §12), on sign-up and in the profile tab. */
export const nameSchema = shownText({ min: 1, max: FULL_NAME_MAX_LENGTH, tooShort: m.nameRequired, tooLong: m.nameTooLong, hidden: m.nameHidden });

/** PATCH /me: any subset of the profile tab's fields. */
export const profileUpdateSchema = z
  .object({
    name: nameSchema,
    country: countryField,
    timezone: z.enum(timezoneIds),
    githubLink: socialLink('github.com'),
    linkedinLink: socialLink('linkedin.com'),
    username: usernameSchema,
    language: z.enum(languages),
    codeEditorTheme: z.enum(editorThemes),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT /me/privacy (docs/requirements/accounts.md §10: allowMessages is stored as showMessages, showOnlineStatus as showStatus). */
export const privacyUpdateSchema = z
  .object({ showBadges: z.boolean(), showMessages: z.boolean(), showStatus: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

/** PUT /me/appearance. */
export const appearanceUpdateSchema = z
  .object({
    theme: z.enum(themes),
    dateFormat: z.enum(dateFormats),
    timezone: z.enum(timezoneIds),
    language: z.enum(languages),
    codeEditorTheme: z.enum(editorThemes),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string().optional(),
  role: z.enum(['student', 'mentor', 'admin']),
  avatar: z.string().optional(),
  country: z.object({ name: z.string(), code: z.string() }).optional(),
  plan: z.enum(planNames),
  language: z.string(),
  timezone: z.string(),
  codeEditorTheme: z.string(),
  theme: z.enum(themes),
  dateFormat: z.enum(dateFormats),
  githubLink: z.string().nullable().optional(),
  linkedinLink: z.string().nullable().optional(),
  showBadges: z.boolean(),
  showStatus: z.boolean(),
  showMessages: z.boolean(),
  currentStreak: z.number(),
  longestStreak: z.number(),
  xp: z.number(),
  level: z.number(),
  certificates: z.array(z.object({ name: z.string(), unlocked: z.boolean() })),
  createdAt: z.string(),
  lastLoginDate: z.string().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const usernameAvailabilitySchema = z.object({ username: z.string(), available: z.boolean(), message: z.string() });
