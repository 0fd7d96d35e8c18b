/**
 * The user search's keyword index (docs/requirements/friends.md §3, §7; entities/user-search.ts).
 *
 * Tokens: each word of the name, lowercased with diacritics stripped (NFKD), matched by prefix; and
 * the whole e-mail address, lowercased, stored as `@<address>` and matched only whole, so nobody can
 * list who uses which address by typing its first letters (contract/friends.ts). Name words hold
 * letters and digits only, so no name query can reach an e-mail token.
 *
 * Written with the profile (user-profiles.ts createProfileIfAbsent) and on every name change
 * (profile-updates.ts), in the same transaction; `indexUserForSearch` (re)writes a user's tokens for
 * accounts created before the index (scripts/index-user-search.ts, indexAllUsersForSearch).
 */
import { BatchPutRequest, BatchWriteCommand, DeleteTransaction, PutTransaction, QueryCommand, ScanCommand, executeBatchWrite } from 'dynamodb-toolbox';
import { UserProfileEntity } from './entities/user-profile';
import { UserSearchEntity } from './entities/user-search';
import { INVALID_CURSOR, decodeCursor, encodeCursor, tableKeyAttributes, type InvalidCursor, type Page } from './page-cursors';
import { keys } from './keys';
import { table } from './table';

/** Words of a name indexed (a longer name is still found by its first words). */
export const MAX_NAME_TOKENS = 8;
const MAX_TOKEN_LENGTH = 64;

/** Lowercase, compatibility-decomposed, diacritics stripped: "Zoë" → "zoe". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The distinct words of a name (letters and digits only), in order, at most MAX_NAME_TOKENS. */
export function nameWords(name: string): string[] {
  const words = normalizeText(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(words)].slice(0, MAX_NAME_TOKENS);
}

export function emailToken(email: string): string {
  return `@${email.trim().toLowerCase()}`;
}

export interface SearchableUser {
  userId: string;
  name: string;
  email?: string;
}

/** Every token of a user: the name's words and, with an address, the e-mail token. */
export function searchTokensOf(user: Omit<SearchableUser, 'userId'>): { words: string[]; tokens: string[] } {
  const words = nameWords(user.name);
  const email = user.email?.trim() ? [emailToken(user.email)] : [];
  return { words, tokens: [...words, ...email] };
}

/** Transaction items that put every token of the user. */
export function searchTokenPuts(user: SearchableUser) {
  const { words, tokens } = searchTokensOf(user);
  return tokens.map((token) => UserSearchEntity.build(PutTransaction).item({ token, userId: user.userId, words }));
}

/**
 * Transaction items that move a user's tokens from the old name to the new one (the e-mail token is
 * rewritten too: it carries the name's words): tokens no longer in use deleted, the others put.
 */
export function searchTokenRename(userId: string, email: string | undefined, oldName: string, newName: string) {
  const next = new Set(searchTokensOf({ name: newName, ...(email !== undefined && { email }) }).tokens);
  const stale = searchTokensOf({ name: oldName }).tokens.filter((token) => !next.has(token));
  return [
    ...stale.map((token) => UserSearchEntity.build(DeleteTransaction).key({ token, userId })),
    ...searchTokenPuts({ userId, name: newName, ...(email !== undefined && { email }) }),
  ];
}

/** Puts the user's tokens (idempotent): the backfill of accounts created before the index. */
export async function indexUserForSearch(user: SearchableUser): Promise<number> {
  const { words, tokens } = searchTokensOf(user);
  const requests = tokens.map((token) => UserSearchEntity.build(BatchPutRequest).item({ token, userId: user.userId, words }));
  for (let i = 0; i < requests.length; i += 25)
    await executeBatchWrite({ maxAttempts: 8 }, table.build(BatchWriteCommand).requests(...requests.slice(i, i + 25)));
  return tokens.length;
}

/**
 * The backfill (scripts/index-user-search.ts, an operator's one-off, never a request path): every
 * profile of the table, read by a Scan, gets its tokens. Idempotent; answers how many users.
 */
export async function indexAllUsersForSearch(onProgress: (users: number) => void = () => {}): Promise<number> {
  let users = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(ScanCommand)
      .entities(UserProfileEntity)
      .options({ attributes: ['userId', 'name', 'email', 'deletingAt'], ...(startKey && { exclusiveStartKey: startKey }) })
      .send();
    for (const profile of page.Items ?? []) {
      if (profile.deletingAt !== undefined) continue;
      await indexUserForSearch({ userId: profile.userId, name: profile.name, email: profile.email });
      users++;
    }
    onProgress(users);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return users;
}

/** The tokens stored for a user (gsi1), e.g. to check a rename. */
export async function listSearchTokens(userId: string): Promise<string[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(UserSearchEntity)
    .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.userSearchOfPrefix() } })
    .options({ maxPages: Infinity })
    .send();
  return Items.map((item) => item.token).sort();
}

/** Index items read per Query page, and pages read at most for one answer (then a shorter page). */
const QUERY_LIMIT = 40;
const MAX_QUERIES = 10;

/** What a query searches: a name prefix (with more words to match) or a whole e-mail token. */
type SearchPlan = { kind: 'email'; token: string } | { kind: 'name'; main: string; others: string[] } | { kind: 'none' };

export function searchPlanOf(query: string): SearchPlan {
  const trimmed = query.trim();
  if (trimmed.includes('@')) return { kind: 'email', token: emailToken(trimmed) };
  const words = nameWords(trimmed);
  // The longest word narrows the Query most; the index keys on 2 characters, so shorter cannot be read.
  const main = [...words].sort((a, b) => b.length - a.length)[0];
  if (!main || main.length < 2) return { kind: 'none' };
  return { kind: 'name', main, others: words.filter((w) => w !== main) };
}

/**
 * One page of the users a query finds, each user once (a user with two words starting with the
 * prefix is counted at the first of them only, on every page). Names by the start of any word of
 * the name (every query word must start some word), e-mail addresses only whole.
 */
export async function searchUserIds(query: string, pageSize: number, cursor?: string): Promise<Page<string> | InvalidCursor> {
  const plan = searchPlanOf(query);
  if (plan.kind === 'none') return cursor === undefined ? { items: [], nextCursor: null } : INVALID_CURSOR;
  const prefix = plan.kind === 'email' ? `${plan.token}#` : plan.main;
  const partition = keys.userSearch(plan.kind === 'email' ? plan.token : plan.main);
  let startKey: Record<string, string> | undefined;
  if (cursor !== undefined) {
    startKey = decodeCursor(cursor, tableKeyAttributes, (k) => k.pk === partition && k.sk.startsWith(prefix));
    if (!startKey) return INVALID_CURSOR;
  }
  const found: string[] = [];
  for (let queries = 0; queries < MAX_QUERIES; queries++) {
    const { Items = [], LastEvaluatedKey } = await table
      .build(QueryCommand)
      .entities(UserSearchEntity)
      .query({ partition, range: { beginsWith: prefix } })
      .options({ limit: QUERY_LIMIT, ...(startKey && { exclusiveStartKey: startKey }) })
      .send();
    for (const [index, hit] of Items.entries()) {
      if (!counts(plan, hit)) continue;
      found.push(hit.userId);
      if (found.length === pageSize) {
        const more = index < Items.length - 1 || LastEvaluatedKey !== undefined;
        return { items: found, nextCursor: more ? encodeCursor({ pk: partition, sk: keys.userSearchSort(hit.token, hit.userId) }) : null };
      }
    }
    if (!LastEvaluatedKey) return { items: found, nextCursor: null };
    startKey = LastEvaluatedKey as Record<string, string>;
  }
  return { items: found, nextCursor: encodeCursor(startKey) };
}

function counts(plan: SearchPlan, hit: { token: string; words: string[] }): boolean {
  if (plan.kind !== 'name') return true;
  // The user's first word with the prefix is the one hit that counts.
  const first = hit.words.filter((w) => w.startsWith(plan.main)).sort()[0];
  if (first !== hit.token) return false;
  return plan.others.every((other) => hit.words.some((w) => w.startsWith(other)));
}
