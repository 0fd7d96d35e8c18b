import { GetItemCommand, PutTransaction, QueryCommand, UpdateItemCommand, type FormattedItem } from 'dynamodb-toolbox';
import { accountWritable } from './account-guard';
import { writeIfConditionHolds } from './conditional-write';
import { UserPresenceEntity } from './entities/user-presence';
import { UserProfileEntity } from './entities/user-profile';
import { UserStatsEntity } from './entities/user-stats';
import { keys } from './keys';
import { named, namedTransaction } from './named-transaction';
import { visitedDayItem } from './streaks';
import type { StoredProfile } from './profile-updates';
import { table } from './table';
import { searchTokenPuts } from './user-search';

export type StoredStats = FormattedItem<typeof UserStatsEntity>;
export type StoredPresence = FormattedItem<typeof UserPresenceEntity>;

export interface NewProfile {
  userId: string;
  email: string;
  name: string;
  role: 'student' | 'mentor' | 'admin';
  country?: { name: string; code: string };
  createdAt: string;
}

const absent = { attr: 'userId', exists: false } as const;

/**
 * Creates the account's items (profile, stats, presence) unless the profile exists (Cognito may
 * retry a trigger; a retry must not reset a profile). One transaction, so no account is ever half
 * created, nor created without its search keywords. Returns whether it was created.
 */
export async function createProfileIfAbsent(profile: NewProfile): Promise<boolean> {
  const cancelled = await namedTransaction([
    { name: 'profile', item: UserProfileEntity.build(PutTransaction).item(profile).options({ condition: absent }) },
    {
      name: 'stats',
      item: UserStatsEntity.build(PutTransaction)
        .item({ userId: profile.userId, lastLoginDate: profile.createdAt.slice(0, 10) })
        .options({ condition: absent }),
    },
    { name: 'presence', item: UserPresenceEntity.build(PutTransaction).item({ userId: profile.userId, status: 'offline' }).options({ condition: absent }) },
    // The sign-up day is the streak's first day (currentStreak 1): the calendar shows it too.
    { name: 'visitedDay', item: visitedDayItem(profile.userId, profile.createdAt.slice(0, 10)) },
    // The user search's keywords (name words, the whole address): searchable from the start.
    ...named('searchTokens', searchTokenPuts(profile)),
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.size > 0) return false;
  throw cancelled.error;
}

export async function getProfile(userId: string): Promise<StoredProfile | undefined> {
  const { Item } = await UserProfileEntity.build(GetItemCommand).key({ userId }).send();
  return Item;
}

/** The user's stats item alone (one GetItem); undefined before anything created it. */
export async function getUserStats(userId: string): Promise<StoredStats | undefined> {
  const { Item } = await UserStatsEntity.build(GetItemCommand).key({ userId }).send();
  return Item;
}

/** What GET /me shows: the profile with its stats and presence, or undefined without a profile. */
export interface AccountItems {
  profile: StoredProfile;
  /** Absent for an account created before stats had their own item: read as the defaults. */
  stats?: StoredStats;
  presence?: StoredPresence;
}

/** The user's profile, stats and presence in one Query (their sort keys share a prefix). */
export async function getAccountItems(userId: string): Promise<AccountItems | undefined> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(UserProfileEntity, UserStatsEntity, UserPresenceEntity)
    .query({ partition: keys.user(userId), range: { beginsWith: keys.ownItemsPrefix() } })
    .options({ showEntityAttr: true })
    .send();
  const byEntity = <T extends { entity: string }>(name: string) => Items.find((i) => i.entity === name) as T | undefined;
  const strip = <T extends { entity: string }>(item: T | undefined) => {
    if (!item) return undefined;
    const { entity: _entity, ...rest } = item;
    return rest;
  };
  const profile = strip(byEntity<StoredProfile & { entity: string }>(UserProfileEntity.entityName));
  if (!profile) return undefined;
  const stats = strip(byEntity<StoredStats & { entity: string }>(UserStatsEntity.entityName));
  const presence = strip(byEntity<StoredPresence & { entity: string }>(UserPresenceEntity.entityName));
  return { profile, ...(stats && { stats }), ...(presence && { presence }) };
}

/** Staff creation (scripts/create-staff.ts): a new account, or an existing one promoted to the role. */
export async function upsertStaffProfile(profile: NewProfile & { role: 'mentor' | 'admin' }): Promise<void> {
  if (await createProfileIfAbsent(profile)) return;
  const promoted = await writeIfConditionHolds(() =>
    UserProfileEntity.build(UpdateItemCommand).item({ userId: profile.userId, role: profile.role }).options({ condition: accountWritable }).send(),
  );
  if (!promoted) throw new Error(`The account ${profile.userId} is being deleted: it cannot be made ${profile.role}`);
}
