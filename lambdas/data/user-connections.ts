import { QueryCommand } from 'dynamodb-toolbox';
import { ConnectionEntity } from './entities/connection';
import { keys } from './keys';
import { isExpired, queryAll, table } from './table';

/** The ids of a user's live WebSocket connections (gsi1 of connections). */
export async function listUserConnectionIds(userId: string, now = Date.now()): Promise<string[]> {
  return (await listUserConnections(userId, now)).map((connection) => connection.connectionId);
}

/** A user's live WebSocket connections with the sign-in each came from. */
export async function listUserConnections(userId: string, now = Date.now()): Promise<{ connectionId: string; originJti?: string }[]> {
  const items = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ConnectionEntity)
      .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.connection('') } })
      .options({ entityAttrFilter: false, ...(startKey ? { exclusiveStartKey: startKey } : {}) })
      .send(),
  );
  return items.filter((item) => !isExpired(item, now)).map(({ connectionId, originJti }) => ({ connectionId, ...(originJti && { originJti }) }));
}
