import { Entity, item, list, string } from 'dynamodb-toolbox';
import { keys } from '../keys';
import { table } from '../table';

/**
 * One keyword of the user search (docs/requirements/friends.md §3 "keywords"): in the partition of its first two
 * characters, sorted by token then user, so a prefix search is one Query; gsi1 lists a user's
 * tokens under the user (renames, account deletion). A name token is one word of the name; the
 * e-mail token is `@` + the whole address, which no name search can reach (data/user-search.ts).
 * `words` (the normalized name words) lets a search keep each user once and check the other words
 * of a multi-word query without another read; name, avatar and country are read from the profiles
 * of the page's users, so an avatar or country change never rewrites the index.
 */
export const UserSearchEntity = new Entity({
  name: 'UserSearch',
  table,
  schema: item({
    token: string().key(),
    userId: string().key(),
    words: list(string()),
  }).and((prev) => ({
    gsi1pk: string().link<typeof prev>(({ userId }) => keys.user(userId)),
    gsi1sk: string().link<typeof prev>(({ token }) => keys.userSearchOf(token)),
  })),
  computeKey: ({ token, userId }) => ({ pk: keys.userSearch(token), sk: keys.userSearchSort(token, userId) }),
  timestamps: false,
});
