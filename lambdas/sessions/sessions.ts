/** Signed-in devices (spec 1 §3.3) and sign-out (spec 1 §4: session inactive, presence offline). */
import { randomUUID } from 'node:crypto';
import { SESSIONS_SHOWN, type UserSession, type startSessionSchema } from '../../contract/account/sessions';
import type { z } from 'zod';
import type { NewSession, StoredSession } from '../data/sessions';
import type { Caller } from '../shared/caller';
import { errors } from '../shared/errors';

export interface SessionRepository {
  /** Records the session unless the caller already has one with this id; answers the stored record either way. */
  createSession(session: NewSession): Promise<{ session: StoredSession; created: boolean }>;
  listLatestActiveSessions(userId: string, limit: number): Promise<StoredSession[]>;
  endSession(userId: string, sessionId: string): Promise<StoredSession | undefined>;
}

/** What the API shows of a session: never its owner's id or the index keys. */
export function toSessionView(session: StoredSession): UserSession {
  return {
    sessionId: session.sessionId,
    deviceType: session.deviceType,
    deviceName: session.deviceName,
    browser: session.browser,
    os: session.os,
    ...(session.ipAddress && { ipAddress: session.ipAddress }),
    createdAt: session.createdAt,
    lastActive: session.lastActive,
    isActive: session.isActive,
  };
}

/**
 * Records this device's sign-in under the id the browser chose (or a new one). A repeated post with
 * the same id answers the record already stored, so a reload mid-request makes no second session;
 * the record's key is built from the caller's id, so another user's session is never touched.
 */
export async function startSession(
  deps: { sessions: SessionRepository; newId?: () => string; now?: () => Date },
  caller: Caller,
  input: z.infer<typeof startSessionSchema>,
  ipAddress: string | undefined,
) {
  const { sessionId, ...device } = input;
  const { session } = await deps.sessions.createSession({
    userId: caller.userId,
    sessionId: sessionId ?? (deps.newId ?? randomUUID)(),
    ...device,
    ...(ipAddress && { ipAddress }),
    createdAt: (deps.now?.() ?? new Date()).toISOString(),
  });
  return toSessionView(session);
}

export async function listSessions(deps: { sessions: SessionRepository }, caller: Caller) {
  const sessions = await deps.sessions.listLatestActiveSessions(caller.userId, SESSIONS_SHOWN);
  return { sessions: sessions.map(toSessionView) };
}

/** Only the caller's own sessions can be revoked: anyone else's id is "not found", untouched. */
export async function revokeSession(deps: { sessions: SessionRepository }, caller: Caller, sessionId: string) {
  const ended = await deps.sessions.endSession(caller.userId, sessionId);
  if (!ended) throw errors.sessionNotFound();
  return toSessionView(ended);
}

/** Sign-out always succeeds for the caller: an unknown session id or a missing profile changes nothing. */
export async function signOut(
  deps: { sessions: Pick<SessionRepository, 'endSession'>; markOffline(userId: string): Promise<boolean> },
  caller: Caller,
  sessionId: string | undefined,
) {
  if (sessionId) await deps.sessions.endSession(caller.userId, sessionId);
  await deps.markOffline(caller.userId);
  return { success: true as const };
}
