import { QueryCommand } from 'dynamodb-toolbox';
import { ConnectionEntity } from './entities/connection';
import { keys } from './keys';
import { isExpired, table } from './table';

/** The ids of a user's live WebSocket connections (gsi1 of connections). */
export async function listUserConnectionIds(userId: string, now = Date.now()): Promise<string[]> {
  const ids: string[] = [];
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await table
      .build(QueryCommand)
      .entities(ConnectionEntity)
      .query({ index: 'gsi1', partition: keys.user(userId), range: { beginsWith: keys.connection('') } })
      .options({ entityAttrFilter: false, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) })
      .send();
    for (const item of page.Items ?? []) if (!isExpired(item, now)) ids.push(item.connectionId);
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  return ids;
}
