import { markOffline } from '../data/user-presence';
import { sessionsApi } from '@contract/api/sessions';
import { httpRoute } from '../shared/http-handler';
import { revokeSignIn, signInOfEvent } from '../shared/revoked-tokens';
import { sessionRepository } from './repository';
import { signOut } from './sessions';

/** POST /me/sign-out {sessionId?}: that session ends and the caller's presence goes offline. */
export const handler = httpRoute(sessionsApi.signOut, ({ sessionId }, { caller, event }) =>
  signOut({ sessions: sessionRepository, markOffline, revokeSignIn }, caller, sessionId, signInOfEvent(event)),
);
