/**
 * The one way anything is pushed over the WebSocket: to one connection, to a user's connections, or
 * (crews, chats) to many users'. Each message is checked against the contract (contract/realtime.ts)
 * and the 128 KB frame limit before it leaves; posts go out a few at a time; a gone connection (410)
 * is deleted; a push never fails its caller because one connection failed.
 */
import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { frameBytes, MAX_FRAME_BYTES, serverMessageSchema, type ServerMessage } from '@contract/realtime';
import { deleteConnection } from '../data/connections';
import { listUserConnectionIds } from '../data/user-connections';
import { managementApiClient } from '../shared/aws-clients';
import { logger } from '../shared/logger';

/** Posts in flight at once: enough to fan out to a crew quickly, few enough to stay under API throttling. */
export const FAN_OUT_CONCURRENCY = 10;

export class MessageTooLarge extends Error {
  override name = 'MessageTooLarge';
}

function encode(message: ServerMessage): string {
  const checked = serverMessageSchema.parse(message);
  const bytes = frameBytes(checked);
  if (bytes > MAX_FRAME_BYTES) throw new MessageTooLarge(`a ${checked.type} message of ${bytes} bytes exceeds the ${MAX_FRAME_BYTES}-byte frame limit`);
  return JSON.stringify(checked);
}

/** The connection is closed already (API Gateway's 410), however the SDK typed it. */
export const isGone = (error: unknown) => error instanceof GoneException || (error as Error)?.name === 'GoneException';

async function post(connectionId: string, data: string): Promise<boolean> {
  try {
    await managementApiClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return true;
  } catch (error) {
    if (isGone(error)) await deleteConnection(connectionId).catch(() => undefined); // the TTL sweeps it otherwise
    else logger.warn('push failed', { connectionId, error: (error as Error).message });
    return false;
  }
}

/** Posts one message to each connection, at most FAN_OUT_CONCURRENCY at a time; answers how many received it. */
export async function pushToConnections(connectionIds: readonly string[], message: ServerMessage): Promise<number> {
  const data = encode(message);
  let delivered = 0;
  for (let start = 0; start < connectionIds.length; start += FAN_OUT_CONCURRENCY) {
    const batch = connectionIds.slice(start, start + FAN_OUT_CONCURRENCY);
    const results = await Promise.all(batch.map((id) => post(id, data)));
    delivered += results.filter(Boolean).length;
  }
  return delivered;
}

export async function pushToUser(userId: string, message: ServerMessage): Promise<number> {
  return pushToConnections(await listUserConnectionIds(userId), message);
}

export async function pushToUsers(userIds: readonly string[], message: ServerMessage): Promise<number> {
  const connectionIds = (await Promise.all([...new Set(userIds)].map((userId) => listUserConnectionIds(userId)))).flat();
  return pushToConnections(connectionIds, message);
}
