import { deleteConnection } from '../data/connections';
import { goOfflineIfLastConnection, presencePushDeps } from '../platform/presence-pushes';
import { ok, type SocketEvent } from './socket-event';
import { entryPoint } from '../shared/entry-point';

/**
 * $disconnect: best effort by API Gateway's own rules; the TTL removes what is missed. When it was
 * the user's last connection, the user is offline and the friends are told (never failing the route).
 */
async function handle(event: SocketEvent) {
  const { connectionId } = event.requestContext;
  await deleteConnection(connectionId);
  const userId = event.requestContext.authorizer?.userId;
  if (userId) await goOfflineIfLastConnection(presencePushDeps, userId, connectionId);
  return ok();
}

export const handler = entryPoint('webSocket', handle);
