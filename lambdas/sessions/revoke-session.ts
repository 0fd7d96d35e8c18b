import { sessionsApi } from '@contract/api/sessions';
import { httpRoute } from '../shared/http-handler';
import { revokeSignIn } from '../shared/revoked-tokens';
import { sessionRepository } from './repository';
import { revokeSession } from './sessions';

/** DELETE /me/sessions/{sessionId}: ends one of the caller's own sessions. */
export const handler = httpRoute(sessionsApi.revokeSession, ({ sessionId }, { caller }) => revokeSession({ sessions: sessionRepository, revokeSignIn }, caller, sessionId));
