/**
 * Every item of one user, for account deletion: the user's partition (profile, sessions, …) and
 * what gsi1 lists under the user elsewhere (username claim, connections), and the user's chat
 * conversations whole (the peer's messages to them, the peer's conversation item).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from 'dynamodb-toolbox';
import { documentClient } from './clients';
import { requireEnv } from '../shared/env';
import { conversationItemKeys } from './chat';
import { keys, type ItemKey } from './keys';
import { table } from './table';

async function keysOf(query: { partition: string; index?: 'gsi1' }): Promise<ItemKey[]> {
  const { Items = [] } = await table.build(QueryCommand).query(query).options({ maxPages: Infinity }).send();
  return Items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
}

export async function listUserItemKeys(userId: string): Promise<ItemKey[]> {
  const [own, linked] = await Promise.all([keysOf({ partition: keys.user(userId) }), keysOf({ partition: keys.user(userId), index: 'gsi1' })]);
  // The whole of each conversation, the peer's messages and conversation item too (data/chat.ts).
  const conversations = await conversationItemKeys(userId, own);
  const unique = new Map([...own, ...linked, ...conversations].map((k) => [`${k.pk}\u0000${k.sk}`, k]));
  return [...unique.values()];
}

const BATCH_SIZE = 25;
const MAX_ATTEMPTS = 8;

/** Deletes the items, 25 per batch, retrying what DynamoDB left unprocessed (throttling). */
export async function deleteItems(itemKeys: readonly ItemKey[]): Promise<void> {
  const tableName = requireEnv('tableName');
  for (let start = 0; start < itemKeys.length; start += BATCH_SIZE) {
    let requests = itemKeys.slice(start, start + BATCH_SIZE).map((Key) => ({ DeleteRequest: { Key: { ...Key } } }));
    for (let attempt = 1; requests.length > 0; attempt++) {
      if (attempt > MAX_ATTEMPTS) throw new Error(`${requests.length} deletions stayed unprocessed`);
      const { UnprocessedItems } = await documentClient().send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (UnprocessedItems?.[tableName] ?? []) as typeof requests;
      if (requests.length > 0) await new Promise((done) => setTimeout(done, 50 * 2 ** attempt));
    }
  }
}
