import { sessionsApi } from '@contract/api/sessions';
import { httpRoute } from '../shared/http-handler';
import { sessionRepository } from './repository';
import { listSessions } from './sessions';

/** GET /me/sessions: the latest 3 active sessions by last activity. */
export const handler = httpRoute(sessionsApi.listSessions, (_input, { caller }) => listSessions({ sessions: sessionRepository }, caller));
