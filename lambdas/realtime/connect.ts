import { saveConnection } from '../data/connections';
import { logger } from '../shared/logger';
import { ok, rejected, type SocketEvent } from './socket-event';
import { entryPoint } from '../shared/entry-point';

/** $connect: the authorizer already proved the token; remember who holds this connection. */
async function handle(event: SocketEvent) {
  const { userId, originJti } = event.requestContext.authorizer ?? {};
  if (!userId) return rejected(401, 'Unauthorized');
  const saving = await saveConnection(event.requestContext.connectionId, userId, new Date(), originJti);
  // A token that outlived its account (deleted, or being deleted) opens no connection.
  if (saving === 'accountGone') return rejected(401, 'Unauthorized');
  // Past the sockets a user may hold (contract/metering.ts): API Gateway refuses the handshake.
  if (saving === 'tooMany') return rejected(429, 'Too many open connections');
  logger.info('connected', { connectionId: event.requestContext.connectionId, userId });
  return ok();
}

export const handler = entryPoint('webSocket', handle);
