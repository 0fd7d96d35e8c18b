import { sessionsApi } from '@contract/api/sessions';
import { closeSockets } from '../platform/close-sockets';
import { httpRoute } from '../shared/http-handler';
import { revokeSignIn } from '../shared/revoked-tokens';
import { sessionRepository } from './repository';
import { revokeSession } from './sessions';

/** DELETE /me/sessions/{sessionId}: ends one of the caller's own sessions, its sign-in and its sockets. */
export const handler = httpRoute(sessionsApi.revokeSession, ({ sessionId }, { caller }) =>
  revokeSession({ sessions: sessionRepository, revokeSignIn, closeSockets }, caller, sessionId),
);
