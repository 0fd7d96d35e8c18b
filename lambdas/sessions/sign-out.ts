import { sessionsApi } from '@contract/api/sessions';
import { closeSockets } from '../platform/close-sockets';
import { goOffline, presencePushDeps } from '../platform/presence-pushes';
import { httpRoute } from '../shared/http-handler';
import { revokeSignIn, signInOfEvent } from '../shared/revoked-tokens';
import { sessionRepository } from './repository';
import { signOut } from './sessions';

/** Presence offline at once, and the caller's friends told (best effort: lambdas/platform/presence-pushes.ts). */
const markOffline = (userId: string) => goOffline(presencePushDeps, userId);

/** POST /me/sign-out {sessionId?}: that session ends, its sockets close and the caller's presence goes offline. */
export const handler = httpRoute(sessionsApi.signOut, ({ sessionId }, { caller, event }) =>
  signOut({ sessions: sessionRepository, markOffline, revokeSignIn, closeSockets }, caller, sessionId, signInOfEvent(event)),
);
