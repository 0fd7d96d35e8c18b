/**
 * Ends live WebSockets at once when what let them open no longer holds: the sign-in they came from is
 * signed out or revoked, or the account is deleted. API Gateway keeps a socket open for up to two
 * hours after its token stops being valid, so the server closes it (DeleteConnection; its
 * $disconnect then runs as for any close) and deletes the connection item, so no push reaches it.
 */
import { DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { deleteConnection } from '../data/connections';
import { listUserConnections } from '../data/user-connections';
import { managementApiClient } from '../shared/aws-clients';
import { logger } from '../shared/logger';
import { isGone } from './fan-out';

/** Closes one socket and forgets its connection. */
export async function closeSocket(connectionId: string): Promise<void> {
  try {
    await managementApiClient().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    // Already closed is what we wanted; anything else is logged and the item still goes, so the
    // socket gets no more pushes, and $default refuses its messages (the sign-in is revoked).
    if (!isGone(error)) logger.warn('closing a socket failed', { connectionId, error: (error as Error).message });
  }
  await deleteConnection(connectionId);
}

/**
 * Closes the user's sockets opened by one of `originJtis` (a sign-out, a revoked session), or every
 * socket of the user when none is given (account deletion). Answers how many it closed.
 */
export async function closeSockets(userId: string, originJtis?: readonly (string | undefined)[]): Promise<number> {
  const named = originJtis?.filter((jti): jti is string => Boolean(jti));
  if (named?.length === 0) return 0;
  const connections = (await listUserConnections(userId)).filter((c) => !named || (c.originJti !== undefined && named.includes(c.originJti)));
  await Promise.all(connections.map((c) => closeSocket(c.connectionId)));
  return connections.length;
}
