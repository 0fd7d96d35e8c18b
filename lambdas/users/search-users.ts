import { usersApi } from '@contract/api/users';
import { getPublicUsers, getRelations } from '../data/friends';
import { searchUserIds } from '../data/user-search';
import { avatarUrl } from '../platform/avatar-storage';
import { httpRoute } from '../shared/http-handler';
import { searchUsers, type UserSearchDeps } from './search';

const searchDeps: UserSearchDeps = {
  repo: { searchUserIds, getPublicUsers: (ids) => getPublicUsers(ids), getRelations },
  avatarUrlOf: (key) => avatarUrl(key),
};

/** GET /users/search?q=&cursor=: 10 users per page, each with the caller's relation to them. */
export const handler = httpRoute(usersApi.searchUsers, ({ q, cursor }, { caller }) => searchUsers(searchDeps, caller, q, cursor));
