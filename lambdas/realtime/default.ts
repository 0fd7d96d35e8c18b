import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection, touchConnection } from '../data/connections';
import { recordActivity, updateProfile } from '../data/profile-updates';
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

/**
 * $default: every client message; activity keeps the connection fresh, and `user_activity` keeps
 * the user's presence (throttled to one write per 30 s in the data module). The user is the one
 * the $connect authorizer proved, never anything the message says.
 */
export async function handler(event: SocketEvent) {
  const { connectionId } = event.requestContext;
  const userId = event.requestContext.authorizer?.userId;
  const message = parseMessage(event.body);
  if (!message.success) {
    await send(connectionId, { type: 'error', message: 'Unknown message' });
    return ok();
  }
  // A message after $disconnect (the connection item is gone) changes nothing.
  if (!(await touchConnection(connectionId))) return ok();
  const data = message.data;
  if (data.type === 'ping') await send(connectionId, { type: 'pong', at: new Date().toISOString() });
  if (data.type === 'user_activity' && userId) await recordActivity(userId);
  if (data.type === 'toggle_status_visibility' && userId) {
    await updateProfile(userId, { showStatus: data.visible });
    await send(connectionId, { type: 'user_status_visibility_change', userId, visible: data.visible });
  }
  return ok();
}
