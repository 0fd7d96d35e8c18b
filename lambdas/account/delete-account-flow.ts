/**
 * DELETE /me (spec 1 §2.10 Account tab). Order: the avatar objects, then every table item (the
 * profile last), then the Cognito user. Each step is idempotent, so when one fails the user, still
 * able to sign in, simply retries and the remaining steps finish; the Cognito user is never gone
 * while data it owns is left behind unreachable.
 */
import type { ItemKey } from '../data/user-items';
import type { Caller } from '../shared/caller';
import { logger } from '../shared/logger';

export interface AccountDeletionDeps {
  deleteAllAvatars(userId: string): Promise<number>;
  listUserItemKeys(userId: string): Promise<ItemKey[]>;
  deleteItems(keys: readonly ItemKey[]): Promise<void>;
  /** Deletes the Cognito user; resolves when it no longer exists (also when it already did not). */
  deleteIdentity(userId: string): Promise<void>;
  /** The profile item's key, deleted last so a retry still finds the account. */
  profileKey(userId: string): ItemKey;
}

export async function deleteAccount(deps: AccountDeletionDeps, caller: Caller, reason: string | undefined) {
  const avatars = await deps.deleteAllAvatars(caller.userId);
  const profile = deps.profileKey(caller.userId);
  const items = await deps.listUserItemKeys(caller.userId);
  const isProfile = (k: ItemKey) => k.pk === profile.pk && k.sk === profile.sk;
  await deps.deleteItems(items.filter((k) => !isProfile(k)));
  await deps.deleteItems(items.filter(isProfile));
  await deps.deleteIdentity(caller.userId);
  // The reason is kept only in logs (contract/account/account.ts).
  logger.info('account deleted', { userId: caller.userId, items: items.length, avatars, reason });
  return { success: true as const };
}
