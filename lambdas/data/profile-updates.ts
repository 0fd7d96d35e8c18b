/**
 * Writes to a user's profile beyond its creation: field updates, the username change (one
 * transaction with its claim) and the avatar key. Every write is conditioned on the account being
 * writable (data/account-guard.ts), so an update never resurrects a deleted account as a partial
 * item, nor lands while the account is being deleted. Presence is data/user-presence.ts.
 */
import {
  $remove,
  $set,
  DeleteTransaction,
  PutTransaction,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  type FormattedItem,
  type UpdateItemInput,
} from 'dynamodb-toolbox';
import { UserProfileEntity } from './entities/user-profile';
import { UsernameClaimEntity } from './entities/username-claim';
import { accountWritable } from './account-guard';
import { isConditionFailure } from './conditional-write';

export type StoredProfile = FormattedItem<typeof UserProfileEntity>;
type ProfileUpdate = Omit<UpdateItemInput<typeof UserProfileEntity>, 'userId'>;

/** Profile fields a user edits; `null` removes the attribute (an emptied link). */
export type ProfileChanges = {
  [K in 'name' | 'country' | 'timezone' | 'githubLink' | 'linkedinLink' | 'language' | 'codeEditorTheme' | 'theme' | 'dateFormat' | 'showBadges' | 'showMessages' | 'showStatus']?:
    | StoredProfile[K]
    | null;
};

function toUpdate(changes: ProfileChanges): ProfileUpdate {
  const update: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    // A map is replaced whole ($set): a nested update would fail on a profile that has none yet.
    if (value === null) update[field] = $remove();
    else update[field] = typeof value === 'object' ? $set(value) : value;
  }
  return update as ProfileUpdate;
}


/** Applies the changes; undefined when the user has no profile. */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<StoredProfile | undefined> {
  try {
    const { Attributes } = await UserProfileEntity.build(UpdateItemCommand)
      .item({ userId, ...toUpdate(changes) })
      .options({ condition: accountWritable, returnValues: 'ALL_NEW' })
      .send();
    return Attributes as StoredProfile | undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export type UsernameChangeResult = 'changed' | 'taken' | 'profile-changed';

/**
 * One transaction: claim the new name (unless someone else holds it), update the profile (only if
 * its username is still `from`, so a concurrent rename cannot orphan a claim), release the old name.
 */
export async function changeUsername(userId: string, from: string | undefined, to: string, changes: ProfileChanges): Promise<UsernameChangeResult> {
  const ownClaim = { or: [{ attr: 'userId' as const, exists: false }, { attr: 'userId' as const, eq: userId }] };
  const transactions = [
    UsernameClaimEntity.build(PutTransaction).item({ username: to, userId }).options({ condition: ownClaim }),
    UserProfileEntity.build(UpdateTransaction)
      .item({ userId, ...toUpdate(changes), username: to })
      .options({
        condition: { and: [accountWritable, from === undefined ? { attr: 'username', exists: false } : { attr: 'username', eq: from }] },
      }),
    ...(from === undefined ? [] : [UsernameClaimEntity.build(DeleteTransaction).key({ username: from }).options({ condition: ownClaim })]),
  ] as const;
  try {
    await executeTransactWrite(...transactions);
    return 'changed';
  } catch (error) {
    const reasons = (error as { name?: string; CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((error as Error).name !== 'TransactionCanceledException' || !reasons) throw error;
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'taken';
    if (reasons.some((r) => r.Code === 'ConditionalCheckFailed')) return 'profile-changed';
    throw error;
  }
}

/** Points the profile at a new avatar object; returns the previous key (to delete), or null without a profile. */
export async function setAvatarKey(userId: string, key: string): Promise<{ previousKey: string | undefined } | null> {
  try {
    const { Attributes } = await UserProfileEntity.build(UpdateItemCommand)
      // An uploaded avatar replaces an external picture URL (e.g. Google's).
      .item({ userId, avatarKey: key, avatar: $remove() })
      .options({ condition: accountWritable, returnValues: 'ALL_OLD' })
      .send();
    return { previousKey: Attributes?.avatarKey };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
