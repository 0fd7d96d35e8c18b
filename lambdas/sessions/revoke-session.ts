import { z } from 'zod';
import { httpRoute } from '../shared/http-handler';
import { sessionRepository } from './repository';
import { revokeSession } from './sessions';

/** DELETE /me/sessions/{sessionId}: ends one of the caller's own sessions. */
export const handler = httpRoute({
  access: 'user',
  input: z.object({ sessionId: z.string().min(1).max(100) }),
  handle: ({ sessionId }, { caller }) => revokeSession({ sessions: sessionRepository }, caller!, sessionId),
});
