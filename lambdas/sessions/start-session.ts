import { startSessionSchema } from '../../contract/account/sessions';
import { httpRoute } from '../shared/http-handler';
import { sessionRepository } from './repository';
import { startSession } from './sessions';

/**
 * POST /me/sessions: records this device at sign-in; the IP is the one API Gateway saw. 201 also
 * when the id was already recorded for the caller: the answer is the record, however many posts.
 */
export const handler = httpRoute({
  access: 'user',
  input: startSessionSchema,
  handle: (input, { caller, event }) => startSession({ sessions: sessionRepository }, caller!, input, event.requestContext?.identity?.sourceIp ?? undefined),
  status: 201,
});
