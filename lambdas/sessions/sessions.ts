/**
 * Signed-in devices (docs/requirements/accounts.md §9), each sign-in counting the day's visit for the streak (docs/decisions/D07,
 * lambdas/sessions/streak.ts), and sign-out (docs/requirements/accounts.md §3: session inactive, presence offline).
 */
import { randomUUID } from 'node:crypto';
import { SESSIONS_SHOWN, type UserSession, type startSessionSchema } from '@contract/account/sessions';
import type { z } from 'zod';
import type { NewSession, StoredSession } from '../data/sessions';
import type { Caller } from '../shared/caller';
import { errors } from '../shared/errors';
import { logger } from '../shared/logger';

/** The sign-in a request's token belongs to (lambdas/shared/revoked-tokens.ts `signInOf`). */
export interface SignIn {
  originJti: string | undefined;
  signedInAt: number | undefined;
}

/** Refuses every token of one of the user's sign-ins from now on; false when the sign-in has no origin to name. */
export type RevokeSignIn = (userId: string, originJti: string | undefined, signedInAt?: number) => Promise<boolean>;
/** Ends the user's live sockets opened by these sign-ins (lambdas/platform/close-sockets.ts). */
export type CloseSockets = (userId: string, originJtis: readonly (string | undefined)[]) => Promise<number>;

export interface SessionRepository {
  /** Records the session unless the caller already has one with this id; answers the stored record either way (undefined: the account is gone). */
  createSession(session: NewSession): Promise<{ session: StoredSession; created: boolean } | undefined>;
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
  deps: { sessions: SessionRepository; newId?: () => string; now?: () => Date; countVisit?: (userId: string, now: Date) => Promise<unknown> },
  caller: Caller,
  input: z.infer<typeof startSessionSchema>,
  ipAddress: string | undefined,
  signIn?: SignIn,
) {
  const { sessionId, ...device } = input;
  const now = deps.now?.() ?? new Date();
  const recorded = await deps.sessions.createSession({
    userId: caller.userId,
    sessionId: sessionId ?? (deps.newId ?? randomUUID)(),
    ...device,
    ...(ipAddress && { ipAddress }),
    // The device's sign-in, so revoking this session can revoke its tokens too.
    ...(signIn?.originJti && { originJti: signIn.originJti }),
    ...(signIn?.signedInAt !== undefined && { signedInAt: signIn.signedInAt }),
    createdAt: now.toISOString(),
  });
  if (!recorded) throw errors.userAccountNotFound();
  // A sign-in is a visit (docs/decisions/D07). Counting it is idempotent per day, and a failure must not
  // fail the sign-in (docs/requirements/dashboard.md §4: streak failures are ignored): the dashboard counts it again.
  await deps.countVisit?.(caller.userId, now).catch((error: unknown) => logger.warn('the sign-in visit was not counted', { error: (error as Error).message }));
  return toSessionView(recorded.session);
}

export async function listSessions(deps: { sessions: SessionRepository }, caller: Caller) {
  const sessions = await deps.sessions.listLatestActiveSessions(caller.userId, SESSIONS_SHOWN);
  return { sessions: sessions.map(toSessionView) };
}

/**
 * Only the caller's own sessions can be revoked: anyone else's id is "not found", untouched. The
 * session's sign-in is revoked with it, so that device's tokens stop working at once (its next call
 * answers 401 and the app signs it out, which also revokes its refresh token with Cognito). Both
 * steps are idempotent: a retry after a failed revocation ends the session again and revokes.
 */
export async function revokeSession(
  deps: { sessions: SessionRepository; revokeSignIn: RevokeSignIn; closeSockets: CloseSockets },
  caller: Caller,
  sessionId: string,
) {
  const ended = await deps.sessions.endSession(caller.userId, sessionId);
  if (!ended) throw errors.sessionNotFound();
  await deps.revokeSignIn(caller.userId, ended.originJti, ended.signedInAt);
  // After the revocation: a socket that reconnects in between is refused by the authorizer.
  await deps.closeSockets(caller.userId, [ended.originJti]);
  return toSessionView(ended);
}

/**
 * Sign-out always succeeds for the caller: an unknown session id or a missing profile changes
 * nothing. The token that asks is revoked (the browser revokes its refresh token with Cognito
 * itself), and so is the sign-in the ended session recorded, should it be another.
 */
export async function signOut(
  deps: {
    sessions: Pick<SessionRepository, 'endSession'>;
    markOffline(userId: string): Promise<boolean>;
    revokeSignIn: RevokeSignIn;
    closeSockets: CloseSockets;
  },
  caller: Caller,
  sessionId: string | undefined,
  signIn?: SignIn,
) {
  const ended = sessionId ? await deps.sessions.endSession(caller.userId, sessionId) : undefined;
  await deps.revokeSignIn(caller.userId, signIn?.originJti, signIn?.signedInAt);
  if (ended?.originJti && ended.originJti !== signIn?.originJti) await deps.revokeSignIn(caller.userId, ended.originJti, ended.signedInAt);
  await deps.closeSockets(caller.userId, [signIn?.originJti, ended?.originJti]);
  await deps.markOffline(caller.userId);
  return { success: true as const };
}
