import { z } from 'zod';
import { httpRoute } from '../shared/http-handler';
import { sessionRepository } from './repository';
import { listSessions } from './sessions';

/** GET /me/sessions: the latest 3 active sessions by last activity. */
export const handler = httpRoute({
  access: 'user',
  input: z.object({}),
  handle: (_input, { caller }) => listSessions({ sessions: sessionRepository }, caller!),
});
