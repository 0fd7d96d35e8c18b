/**
 * The profile and settings use cases (docs/requirements/accounts.md §8). Each takes the repositories it needs, so the
 * handlers wire the real data module and tests can wire anything.
 */
import { accountMessages as m } from '@contract/account/messages';
import { isUsernameAvailableLocally, type ProfileUpdate, type appearanceUpdateSchema, type privacyUpdateSchema } from '@contract/account/profile';
import { countries } from '@contract/countries';
import type { z } from 'zod';
import type { ProfileChanges, StoredProfile, UsernameChangeResult } from '../data/profile-updates';
import type { AccountItems } from '../data/user-profiles';
import type { Caller } from '../shared/caller';
import { errors } from '../shared/errors';
import { toProfileView, type AvatarUrlOf } from './profile-view';

export interface ProfileRepository {
  getProfile(userId: string): Promise<StoredProfile | undefined>;
  /** The profile with its stats (one read). */
  getAccountItems(userId: string): Promise<AccountItems | undefined>;
  updateProfile(userId: string, changes: ProfileChanges): Promise<StoredProfile | undefined>;
}

export interface UsernameRepository {
  getUsernameOwner(username: string): Promise<string | undefined>;
  changeUsername(userId: string, from: string | undefined, to: string, changes: ProfileChanges): Promise<UsernameChangeResult>;
}

export async function getMe(deps: { profiles: ProfileRepository; avatarUrlOf: AvatarUrlOf }, caller: Caller) {
  const items = await deps.profiles.getAccountItems(caller.userId);
  if (!items) throw errors.userAccountNotFound();
  return toProfileView(items, caller, deps.avatarUrlOf);
}

function toChanges(update: Omit<ProfileUpdate, 'username'>): ProfileChanges {
  const { country, ...rest } = update;
  const changes: ProfileChanges = { ...rest };
  if (country) {
    const known = countries.find((c) => c.code === country)!;
    changes.country = { name: known.name, code: known.code };
  }
  return changes;
}

/** PATCH /me. A new username is claimed in the same transaction as the other fields: all or nothing. */
export async function updateMe(
  deps: { profiles: ProfileRepository; usernames: UsernameRepository; avatarUrlOf: AvatarUrlOf },
  caller: Caller,
  update: ProfileUpdate,
) {
  const { username, ...fields } = update;
  const changes = toChanges(fields);
  const items = await deps.profiles.getAccountItems(caller.userId);
  if (!items) throw errors.userAccountNotFound();
  const current = items.profile;

  let updated: StoredProfile | undefined;
  if (username === undefined || username === current.username) {
    updated = await deps.profiles.updateProfile(caller.userId, changes);
  } else {
    const result = await deps.usernames.changeUsername(caller.userId, current.username, username, changes);
    if (result === 'taken') throw errors.usernameUnavailable();
    if (result === 'profile-changed') {
      if (!(await deps.profiles.getProfile(caller.userId))) throw errors.userAccountNotFound();
      throw errors.profileChangedMeanwhile();
    }
    updated = await deps.profiles.getProfile(caller.userId);
  }
  if (!updated) throw errors.userAccountNotFound();
  // The stats read before the update: this route never changes them.
  return toProfileView({ profile: updated, stats: items.stats }, caller, deps.avatarUrlOf);
}

/** GET /usernames/{username}: the spec's local rules first, then whether another user holds it. */
export async function checkUsername(deps: { usernames: Pick<UsernameRepository, 'getUsernameOwner'> }, caller: Caller, raw: string) {
  const username = raw.trim().toLowerCase();
  const unavailable = { username, available: false, message: m.usernameUnavailable };
  if (!isUsernameAvailableLocally(username) || !/^[a-z0-9_-]{3,30}$/.test(username)) return unavailable;
  const owner = await deps.usernames.getUsernameOwner(username);
  if (owner !== undefined && owner !== caller.userId) return unavailable;
  return { username, available: true, message: m.usernameAvailable };
}

export async function updatePrivacy(deps: { profiles: Pick<ProfileRepository, 'updateProfile'> }, caller: Caller, update: z.infer<typeof privacyUpdateSchema>) {
  const updated = await deps.profiles.updateProfile(caller.userId, update);
  if (!updated) throw errors.userAccountNotFound();
  return { showBadges: updated.showBadges ?? true, showMessages: updated.showMessages ?? true, showStatus: updated.showStatus ?? true };
}

export async function updateAppearance(
  deps: { profiles: Pick<ProfileRepository, 'updateProfile'> },
  caller: Caller,
  update: z.infer<typeof appearanceUpdateSchema>,
) {
  const updated = await deps.profiles.updateProfile(caller.userId, update);
  if (!updated) throw errors.userAccountNotFound();
  return {
    theme: updated.theme ?? 'dark',
    dateFormat: updated.dateFormat ?? 'MM/DD/YYYY',
    timezone: updated.timezone ?? 'UTC',
    language: updated.language ?? 'English',
    codeEditorTheme: updated.codeEditorTheme ?? 'hc-black',
  };
}
