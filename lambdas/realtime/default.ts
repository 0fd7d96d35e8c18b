import { clientMessageSchema, type ServerMessage } from '@contract/realtime';
import { touchConnection } from '../data/connections';
import { dispatchClientMessage } from './dispatch';
import { pushToConnections } from './fan-out';
import { ok, type SocketEvent } from './socket-event';

function parseMessage(body: string | undefined) {
  try {
    return clientMessageSchema.safeParse(JSON.parse(body ?? ''));
  } catch {
    return { success: false as const };
  }
}

/**
 * $default: every client message, dispatched by its `type` (lambdas/realtime/dispatch.ts); activity
 * keeps the connection fresh. The user is the one the $connect authorizer proved, never anything the
 * message says.
 */
export async function handler(event: SocketEvent) {
  const { connectionId } = event.requestContext;
  const userId = event.requestContext.authorizer?.userId;
  const reply = (message: ServerMessage) => pushToConnections([connectionId], message);
  const message = parseMessage(event.body);
  if (!message.success) {
    await reply({ type: 'error', message: 'Unknown message' });
    return ok();
  }
  // A message after $disconnect (the connection item is gone) changes nothing.
  if (!userId || !(await touchConnection(connectionId))) return ok();
  await dispatchClientMessage(message.data, { connectionId, userId, reply });
  return ok();
}
