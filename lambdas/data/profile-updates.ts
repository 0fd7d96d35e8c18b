/**
 * Writes to a user's profile beyond its creation: field updates, the username change (one
 * transaction with its claim), the avatar key, and presence. Every write is conditioned on the
 * profile existing, so an update never resurrects a deleted account as a partial item.
 */
import {
  $remove,
  $set,
  DeleteTransaction,
  GetItemCommand,
  PutTransaction,
  UpdateItemCommand,
  UpdateTransaction,
  executeTransactWrite,
  type FormattedItem,
  type UpdateItemInput,
} from 'dynamodb-toolbox';
import { UserProfileEntity } from './entities/user-profile';
import { UsernameClaimEntity } from './entities/username-claim';
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

const profileExists = { attr: 'userId', exists: true } as const;

/** Applies the changes; undefined when the user has no profile. */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<StoredProfile | undefined> {
  try {
    const { Attributes } = await UserProfileEntity.build(UpdateItemCommand)
      .item({ userId, ...toUpdate(changes) })
      .options({ condition: profileExists, returnValues: 'ALL_NEW' })
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
        condition: { and: [profileExists, from === undefined ? { attr: 'username', exists: false } : { attr: 'username', eq: from }] },
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
      .options({ condition: profileExists, returnValues: 'ALL_OLD' })
      .send();
    return { previousKey: Attributes?.avatarKey };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** How often activity is written at most per user (spec 1 §7.5 pings every 30 s and on input events). */
export const PRESENCE_WRITE_INTERVAL_MS = 30_000;

/**
 * Marks the user online at `now`, unless already marked online within the last 30 s (a conditional
 * write, so bursts of input events cost one write). False when throttled or without a profile.
 */
export async function recordActivity(userId: string, now = new Date()): Promise<boolean> {
  const cutoff = new Date(now.getTime() - PRESENCE_WRITE_INTERVAL_MS).toISOString();
  try {
    await UserProfileEntity.build(UpdateItemCommand)
      .item({ userId, status: 'online', lastActiveAt: now.toISOString() })
      .options({
        condition: {
          and: [profileExists, { or: [{ attr: 'lastActiveAt', exists: false }, { attr: 'lastActiveAt', lt: cutoff }, { attr: 'status', ne: 'online' }] }],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Sign-out: presence offline at once (not after the 5-minute rule). False without a profile. */
export async function markOffline(userId: string): Promise<boolean> {
  return (await updateStatus(userId, 'offline')) !== undefined;
}

async function updateStatus(userId: string, status: 'online' | 'offline') {
  try {
    return await UserProfileEntity.build(UpdateItemCommand).item({ userId, status }).options({ condition: profileExists }).send();
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The presence fields of any user, and nothing else of their profile. */
export async function getPresenceFields(userId: string) {
  const { Item } = await UserProfileEntity.build(GetItemCommand)
    .key({ userId })
    .options({ attributes: ['userId', 'status', 'showStatus', 'lastActiveAt'] })
    .send();
  return Item;
}
