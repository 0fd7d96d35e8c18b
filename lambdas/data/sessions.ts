import { $remove, GetItemCommand, PutTransaction, QueryCommand, UpdateItemCommand, type FormattedItem } from 'dynamodb-toolbox';
import { accountWritableCheck } from './account-guard';
import { UserSessionEntity } from './entities/user-session';
import { keys } from './keys';
import { expiresIn, isExpired, table } from './table';
import { isConditionFailure } from './conditional-write';
import { namedTransaction } from './named-transaction';

export type StoredSession = FormattedItem<typeof UserSessionEntity>;
export type NewSession = Omit<StoredSession, 'isActive' | 'expiresAt' | 'gsi1pk' | 'gsi1sk' | 'endedAt' | 'lastActive'>;

/** A session no one has used for 30 days (Cognito's refresh-token lifetime) is forgotten. */
const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Records a session once: a conditional put, so a post repeated with the same id (a reload while
 * the first was in flight) answers the record that exists instead of writing a second. The key is
 * built from the session's own user, so an id that another user holds is a different item.
 * Undefined when the account cannot write (deleted, or being deleted).
 */
export async function createSession(session: NewSession): Promise<{ session: StoredSession; created: boolean } | undefined> {
  const item = {
    ...session,
    lastActive: session.createdAt,
    isActive: true,
    expiresAt: expiresIn(SESSION_TTL_SECONDS, Date.parse(session.createdAt)),
    gsi1pk: keys.user(session.userId),
    gsi1sk: keys.activeSession(session.createdAt, session.sessionId),
  };
  // With the account check: a deleted (or being deleted) account records no session.
  const cancelled = await namedTransaction([
    { name: 'account', item: accountWritableCheck(session.userId) },
    {
      name: 'session',
      item: UserSessionEntity.build(PutTransaction)
        .item(item)
        .options({ condition: { attr: 'sessionId', exists: false } }),
    },
  ]);
  if (!cancelled) return { session: item, created: true };
  if (cancelled.failed.has('account')) return undefined;
  // Anything but "this session exists already" is an error.
  if (!cancelled.failed.has('session')) throw cancelled.error;
  const { Item } = await UserSessionEntity.build(GetItemCommand)
    .key({ userId: session.userId, sessionId: session.sessionId })
    .options({ consistent: true })
    .send();
  // Only a deletion racing this call (the account going away) gets here.
  if (!Item) throw new Error(`Session ${session.sessionId} existed a moment ago and is gone`);
  return { session: Item, created: false };
}

/** The user's latest active sessions by last activity: one Query of the sparse gsi1 entries. */
export async function listLatestActiveSessions(userId: string, limit: number, now = Date.now()): Promise<StoredSession[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(UserSessionEntity)
    .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.activeSessionPrefix() } })
    .options({ reverse: true, limit, entityAttrFilter: false })
    .send();
  // Expiry follows last activity, so expired ones can only be the tail of this list.
  return Items.filter((s) => !isExpired(s, now));
}

/**
 * Ends one of the user's own sessions: the key is built from the caller's id, so another user's
 * session id simply does not exist here. Undefined when there is no such session.
 */
export async function endSession(userId: string, sessionId: string, now = new Date()): Promise<StoredSession | undefined> {
  try {
    const { Attributes } = await UserSessionEntity.build(UpdateItemCommand)
      .item({ userId, sessionId, isActive: false, endedAt: now.toISOString(), gsi1pk: $remove(), gsi1sk: $remove() })
      .options({ condition: { attr: 'sessionId', exists: true }, returnValues: 'ALL_NEW' })
      .send();
    return Attributes as StoredSession | undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The most sessions one user can have open at once is far below this: one Query ends them all. */
const MAX_OPEN_SESSIONS = 1_000;

/** Ends every open session of the user (every sign-in was just revoked); how many it ended. */
export async function endAllSessions(userId: string, now = new Date()): Promise<number> {
  const open = await listLatestActiveSessions(userId, MAX_OPEN_SESSIONS, now.getTime());
  const ended = await Promise.all(open.map((session) => endSession(userId, session.sessionId, now)));
  return ended.filter(Boolean).length;
}
