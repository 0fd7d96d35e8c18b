import { Entity, item, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * A username taken by one user: the item's existence is the uniqueness guarantee (claimed with a
 * conditional put in the same transaction as the profile change). gsi1 lists it under its owner.
 */
export const UsernameClaimEntity = new Entity({
  name: 'UsernameClaim',
  table,
  schema: item({
    username: string().key(),
    userId: string(),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ username }) => keys.usernameClaim(username)),
  })),
  computeKey: ({ username }) => ({ pk: keys.usernameClaim(username), sk: keys.usernameClaimSort() }),
});
