/**
 * The friends screen's user search (docs/requirements/friends.md §3: by name or e-mail, case-insensitive,
 * 10 per page, from a keyword index): the keyword index (data/user-search.ts) gives the
 * page's user ids, one BatchGet their public fields and another the caller's relation to each.
 * The caller is not left out: they are marked `self`.
 */
import { USER_SEARCH_PAGE_SIZE, type UserSearchResult } from '@contract/friends';
import type { PublicUser, StoredRelation } from '../data/friends';
import type { InvalidCursor, Page } from '../data/page-cursors';
import { invalidListCursor, summaryOf } from '../platform/user-summary';
import type { Caller } from '../shared/caller';

export interface UserSearchRepository {
  searchUserIds(query: string, pageSize: number, cursor?: string): Promise<Page<string> | InvalidCursor>;
  getPublicUsers(userIds: readonly string[]): Promise<Map<string, PublicUser>>;
  getRelations(callerId: string, userIds: readonly string[]): Promise<Map<string, StoredRelation>>;
}

export interface UserSearchDeps {
  repo: UserSearchRepository;
  avatarUrlOf(key: string): Promise<string>;
}

export async function searchUsers(deps: UserSearchDeps, caller: Caller, query: string, cursor?: string): Promise<UserSearchResult> {
  const page = await deps.repo.searchUserIds(query, USER_SEARCH_PAGE_SIZE, cursor);
  if (page === 'invalidCursor') throw invalidListCursor();
  const [users, relations] = await Promise.all([deps.repo.getPublicUsers(page.items), deps.repo.getRelations(caller.userId, page.items)]);
  // A user whose profile is gone (an account being deleted) is not shown.
  const shown = page.items.filter((userId) => users.has(userId));
  return {
    users: await Promise.all(
      shown.map(async (userId) => ({
        ...(await summaryOf(deps, userId, users.get(userId))),
        relation: userId === caller.userId ? ('self' as const) : (relations.get(userId) ?? 'none'),
      })),
    ),
    nextCursor: page.nextCursor,
  };
}
