/**
 * Presence (docs/requirements/friends.md §5): the user's own small item, written at most every 30 s, and read
 * together with the profile's `showStatus` by others.
 */
import { PutTransaction, QueryCommand, UpdateItemCommand, type Condition } from 'dynamodb-toolbox';
import { ONLINE_THRESHOLD_MS } from '@contract/account/account';
import { accountWritableCheck } from './account-guard';
import { isConditionFailure } from './conditional-write';
import { UserPresenceEntity } from './entities/user-presence';
import { UserProfileEntity } from './entities/user-profile';
import { keys } from './keys';
import { namedTransaction } from './named-transaction';
import { table } from './table';

/** How often activity is written at most per user (docs/requirements/friends.md §5 pings every 30 s and on input events). */
export const PRESENCE_WRITE_INTERVAL_MS = 30_000;

/** The presence item exists and its account is not being deleted. */
const presenceWritable: Condition<typeof UserPresenceEntity> = {
  and: [
    { attr: 'userId', exists: true },
    { attr: 'deletingAt', exists: false },
  ],
};

/**
 * Marks the user online at `now`, unless already marked online within the last 30 s (a conditional
 * write, so bursts of input events cost one write). False when throttled or the account is gone.
 */
export async function recordActivity(userId: string, now = new Date()): Promise<boolean> {
  return (await recordActivityChange(userId, now)).written;
}

/** What a recorded activity changed: whether it was written, and whether the user was online before it (docs/requirements/friends.md §5: marked online and active within 5 minutes). */
export interface ActivityChange {
  written: boolean;
  wasOnline: boolean;
}

/**
 * recordActivity, telling also whether the user was online before (from the item's old values), so
 * a user coming online can be announced to friends. A throttled write means the user was online.
 *
 * The item is created with the profile, tombstoned with it and deleted with the account, so the
 * frequent write is conditioned on the item itself (one write unit, no transaction). Only an
 * account created before presence had its own item takes the creating path once, in a transaction
 * with the account check.
 */
export async function recordActivityChange(userId: string, now = new Date()): Promise<ActivityChange> {
  const cutoff = new Date(now.getTime() - PRESENCE_WRITE_INTERVAL_MS).toISOString();
  const lastActiveAt = now.toISOString();
  try {
    const { Attributes: old } = await UserPresenceEntity.build(UpdateItemCommand)
      .item({ userId, status: 'online', lastActiveAt })
      .options({
        condition: {
          and: [
            presenceWritable,
            {
              or: [
                { attr: 'lastActiveAt', exists: false },
                { attr: 'lastActiveAt', lt: cutoff },
                { attr: 'status', ne: 'online' },
              ],
            },
          ],
        },
        returnValues: 'ALL_OLD',
        returnValuesOnConditionFalse: 'ALL_OLD',
      })
      .send();
    return { written: true, wasOnline: wasOnlineAt(old, now) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Throttled (the item exists and was written within the interval), or the account is being deleted.
    const item = (error as { Item?: { deletingAt?: unknown } }).Item;
    if (item) return { written: false, wasOnline: item.deletingAt === undefined };
    return { written: await createPresence(userId, lastActiveAt), wasOnline: false };
  }
}

function wasOnlineAt(old: { status?: string; lastActiveAt?: string } | undefined, now: Date): boolean {
  if (old?.status !== 'online' || !old.lastActiveAt) return false;
  const at = Date.parse(old.lastActiveAt);
  return Number.isFinite(at) && now.getTime() - at <= ONLINE_THRESHOLD_MS;
}

async function createPresence(userId: string, lastActiveAt: string): Promise<boolean> {
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(userId) },
    {
      name: 'presence',
      item: UserPresenceEntity.build(PutTransaction)
        .item({ userId, status: 'online', lastActiveAt })
        .options({ condition: { attr: 'userId', exists: false } }),
    },
  ]);
  if (!cancelled) return true;
  if (cancelled.failed.size > 0) return false;
  throw cancelled.error;
}

/** Sign-out: presence offline at once (not after the 5-minute rule). False when there is no presence item. */
export async function markOffline(userId: string): Promise<boolean> {
  try {
    await UserPresenceEntity.build(UpdateItemCommand).item({ userId, status: 'offline' }).options({ condition: presenceWritable }).send();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export interface PresenceFields {
  userId: string;
  showStatus?: boolean;
  status?: string;
  lastActiveAt?: string;
}

/**
 * Any user's presence and whether they show it: one Query of the user's own items (profile, stats,
 * presence share a key prefix), projected to those attributes, so nothing else of the profile
 * leaves the table. Undefined without a profile.
 */
export async function getPresenceFields(userId: string): Promise<PresenceFields | undefined> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(UserProfileEntity, UserPresenceEntity)
    .query({ partition: keys.user(userId), range: { beginsWith: keys.ownItemsPrefix() } })
    .options({ attributes: ['userId', 'showStatus', 'status', 'lastActiveAt'], showEntityAttr: true })
    .send();
  const profile = Items.find((i) => i.entity === UserProfileEntity.entityName);
  if (!profile) return undefined;
  const presence = Items.find((i) => i.entity === UserPresenceEntity.entityName);
  return {
    userId,
    ...(presence && 'status' in presence && { status: presence.status }),
    ...(presence && 'lastActiveAt' in presence && { lastActiveAt: presence.lastActiveAt }),
    ...('showStatus' in profile && { showStatus: profile.showStatus }),
  };
}
