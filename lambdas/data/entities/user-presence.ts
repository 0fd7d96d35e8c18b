import { Entity, item, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A user's presence (docs/requirements/friends.md §5), written at most every 30 s while they are active: a tiny item of
 * its own, created with the profile. Whether others may see it is the profile's `showStatus`.
 */
export const UserPresenceEntity = new Entity({
  name: 'UserPresence',
  table,
  schema: item({
    userId: string().key(),
    status: string().enum('online', 'offline').default('offline'),
    /** The last `user_activity` (ISO). */
    lastActiveAt: string().optional(),
    /** The account's deletion tombstone, copied here so the frequent write needs no transaction (data/account-guard.ts). */
    deletingAt: string().optional(),
  }),
  computeKey: ({ userId }) => ({ pk: keys.user(userId), sk: keys.presenceSort() }),
});
