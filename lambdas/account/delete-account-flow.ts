/**
 * DELETE /me (docs/requirements/accounts.md §11 Account tab). Order: the profile's tombstone (nothing more can be
 * written for the user, docs/decisions/D28), the user's live sockets closed, the avatar objects, then every table item (the profile last),
 * then every sign-in revoked (ours and Cognito's), then the Cognito user. Each step is idempotent,
 * so when one fails the user, still able to sign in, simply retries and the remaining steps finish;
 * the Cognito user is never gone while data it owns is left behind unreachable.
 */
import type { ItemKey } from '../data/keys';
import type { Caller } from '../shared/caller';
import { logger } from '../shared/logger';

export interface AccountDeletionDeps {
  deleteAllAvatars(userId: string): Promise<number>;
  listUserItemKeys(userId: string): Promise<ItemKey[]>;
  deleteItems(keys: readonly ItemKey[]): Promise<void>;
  /** Refuses every token of the user's sign-ins so far in our API (lambdas/shared/revoked-tokens.ts). */
  revokeAllSignIns(userId: string): Promise<void>;
  /** Revokes the user's refresh tokens with Cognito (AdminUserGlobalSignOut); resolves also when the user is already gone. */
  signOutEverywhere(userId: string): Promise<void>;
  /** Deletes the Cognito user; resolves when it no longer exists (also when it already did not). */
  deleteIdentity(userId: string): Promise<void>;
  /** The profile item's key, deleted last so a retry still finds the account. */
  profileKey(userId: string): ItemKey;
  /**
   * Tombstones the profile (data/account-guard.ts): from then on every write to the user's items
   * fails, so what is listed afterwards is all there will be. False when the profile is already gone.
   */
  markDeleting(userId: string): Promise<boolean>;
  /** Closes every live socket of the user (lambdas/platform/close-sockets.ts). */
  closeAllSockets(userId: string): Promise<number>;
}

/** Listings after the tombstone: the second catches what gsi1 (eventually consistent) showed late. */
const DELETION_PASSES = 2;

export async function deleteAccount(deps: AccountDeletionDeps, caller: Caller, reason: string | undefined) {
  const hasProfile = await deps.markDeleting(caller.userId);
  // While the connection items still say which sockets are the user's; the tombstone lets no new one open.
  await deps.closeAllSockets(caller.userId);
  const avatars = await deps.deleteAllAvatars(caller.userId);
  const profile = deps.profileKey(caller.userId);
  const isProfile = (k: ItemKey) => k.pk === profile.pk && k.sk === profile.sk;
  let items = 0;
  for (let pass = 1; pass <= DELETION_PASSES; pass++) {
    const others = (await deps.listUserItemKeys(caller.userId)).filter((k) => !isProfile(k));
    await deps.deleteItems(others);
    items += others.length;
  }
  if (hasProfile) await deps.deleteItems([profile]);
  // Every device is signed out before the identity goes: a token still in some browser would
  // otherwise keep passing the authorizer until it expires. A failure here leaves the identity, so
  // the user signs in again (a new sign-in is after the cut-off) and retries.
  await deps.revokeAllSignIns(caller.userId);
  await deps.signOutEverywhere(caller.userId);
  await deps.deleteIdentity(caller.userId);
  // The reason is kept only in logs (contract/account/account.ts).
  logger.info('account deleted', { userId: caller.userId, items: items + (hasProfile ? 1 : 0), avatars, reason });
  return { success: true as const };
}
