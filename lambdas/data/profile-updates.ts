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
  GetItemCommand,
  PutTransaction,
  UpdateItemCommand,
  UpdateTransaction,
  type FormattedItem,
  type UpdateItemInput,
} from 'dynamodb-toolbox';
import { UserProfileEntity } from './entities/user-profile';
import { UsernameClaimEntity } from './entities/username-claim';
import { accountWritable } from './account-guard';
import { isConditionFailure } from './conditional-write';
import { named, namedTransaction } from './named-transaction';
import { searchTokenRename } from './user-search';

export type StoredProfile = FormattedItem<typeof UserProfileEntity>;
type ProfileUpdate = Omit<UpdateItemInput<typeof UserProfileEntity>, 'userId'>;

/** Profile fields a user edits; `null` removes the attribute (an emptied link). */
export type ProfileChanges = {
  [
    K in
      | 'name'
      | 'country'
      | 'timezone'
      | 'githubLink'
      | 'linkedinLink'
      | 'language'
      | 'codeEditorTheme'
      | 'theme'
      | 'dateFormat'
      | 'showBadges'
      | 'showMessages'
      | 'showStatus'
  ]?: StoredProfile[K] | null;
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

/** The name and address the search index holds for the user now (a consistent read). */
async function getIndexedFields(userId: string) {
  const { Item } = await UserProfileEntity.build(GetItemCommand)
    .key({ userId })
    .options({ consistent: true, attributes: ['name', 'email', 'deletingAt'] })
    .send();
  return Item && Item.deletingAt === undefined ? { name: Item.name, email: Item.email } : undefined;
}

/**
 * A rename's part of a transaction: the profile's update is conditioned on the name still being
 * `current.name`, and the search keywords move from the old name to the new one with it.
 */
function renameParts(userId: string, current: { name: string; email: string }, newName: string) {
  return { nameUnchanged: { attr: 'name', eq: current.name } as const, tokens: searchTokenRename(userId, current.email, current.name, newName) };
}

/** A name change meets a concurrent one this often before giving up. */
const MAX_RENAME_ATTEMPTS = 4;

/**
 * Applies the changes; undefined when the user has no profile. A new name is written in one
 * transaction with the user search's keywords (old words deleted, new ones put), on condition the
 * name read just before is still the profile's.
 */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<StoredProfile | undefined> {
  const newName = changes.name;
  if (typeof newName === 'string') {
    for (let attempt = 1; attempt <= MAX_RENAME_ATTEMPTS; attempt++) {
      const current = await getIndexedFields(userId);
      if (!current) return undefined;
      const { nameUnchanged, tokens } = renameParts(userId, current, newName);
      const cancelled = await namedTransaction([
        {
          name: 'profile',
          item: UserProfileEntity.build(UpdateTransaction)
            .item({ userId, ...toUpdate(changes) })
            .options({ condition: { and: [accountWritable, nameUnchanged] } }),
        },
        ...named('searchTokens', tokens),
      ]);
      if (!cancelled) {
        const { Item } = await UserProfileEntity.build(GetItemCommand).key({ userId }).options({ consistent: true }).send();
        return Item;
      }
      // Renamed meanwhile (or being deleted): read again; the next round tells which.
      if (cancelled.failed.size === 0 && cancelled.conflicted.size === 0) throw cancelled.error;
    }
    throw new Error(`the profile of ${userId} kept changing during a rename`);
  }
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
  const ownClaim = {
    or: [
      { attr: 'userId' as const, exists: false },
      { attr: 'userId' as const, eq: userId },
    ],
  };
  // A rename in the same request moves the search keywords in this transaction too.
  const current = typeof changes.name === 'string' ? await getIndexedFields(userId) : undefined;
  if (typeof changes.name === 'string' && !current) return 'profile-changed';
  const rename = current && typeof changes.name === 'string' ? renameParts(userId, current, changes.name) : undefined;
  const cancelled = await namedTransaction([
    { name: 'newClaim', item: UsernameClaimEntity.build(PutTransaction).item({ username: to, userId }).options({ condition: ownClaim }) },
    {
      name: 'profile',
      item: UserProfileEntity.build(UpdateTransaction)
        .item({ userId, ...toUpdate(changes), username: to })
        .options({
          condition: {
            and: [
              accountWritable,
              from === undefined ? { attr: 'username', exists: false } : { attr: 'username', eq: from },
              ...(rename ? [rename.nameUnchanged] : []),
            ],
          },
        }),
    },
    ...named('oldClaim', from === undefined ? [] : [UsernameClaimEntity.build(DeleteTransaction).key({ username: from }).options({ condition: ownClaim })]),
    ...named('searchTokens', rename?.tokens ?? []),
  ]);
  if (!cancelled) return 'changed';
  if (cancelled.failed.has('newClaim')) return 'taken';
  if (cancelled.failed.size > 0) return 'profile-changed';
  throw cancelled.error;
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
