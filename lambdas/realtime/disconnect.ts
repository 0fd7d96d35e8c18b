import { deleteConnection } from '../data/connections';
import { ok, type SocketEvent } from './socket-event';

/** $disconnect: best effort by API Gateway's own rules; the TTL removes what is missed. */
export async function handler(event: SocketEvent) {
  await deleteConnection(event.requestContext.connectionId);
  return ok();
}
