import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection, touchConnection } from '../data/connections';
import { managementApiClient } from '../shared/aws-clients';
import { clientMessageSchema, type ServerMessage } from './messages';
import { ok, type SocketEvent } from './socket-event';

async function send(connectionId: string, message: ServerMessage): Promise<void> {
  try {
    await managementApiClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
  } catch (error) {
    if (error instanceof GoneException) await deleteConnection(connectionId);
    else throw error;
  }
}

function parseMessage(body: string | undefined) {
  try {
    return clientMessageSchema.safeParse(JSON.parse(body ?? ''));
  } catch {
    return { success: false as const };
  }
}

/** $default: every client message; activity keeps the connection (and later presence) fresh. */
export async function handler(event: SocketEvent) {
  const { connectionId } = event.requestContext;
  const message = parseMessage(event.body);
  if (!message.success) {
    await send(connectionId, { type: 'error', message: 'Unknown message' });
    return ok();
  }
  await touchConnection(connectionId);
  if (message.data.type === 'ping') await send(connectionId, { type: 'pong', at: new Date().toISOString() });
  return ok();
}
