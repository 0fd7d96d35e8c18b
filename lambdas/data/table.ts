import { Table } from 'dynamodb-toolbox';
import { documentClient } from './clients';
import { requireEnv } from '../shared/env';

/**
 * The one table of contract/table.ts, for dynamodb-toolbox (test/unit/data checks the two agree);
 * its name is read when first used.
 */
export const table = new Table({
  name: () => requireEnv('tableName'),
  documentClient: documentClient(),
  partitionKey: { name: 'pk', type: 'string' },
  sortKey: { name: 'sk', type: 'string' },
  indexes: {
    gsi1: { type: 'global', partitionKey: { name: 'gsi1pk', type: 'string' }, sortKey: { name: 'gsi1sk', type: 'string' } },
    gsi2: { type: 'global', partitionKey: { name: 'gsi2pk', type: 'string' }, sortKey: { name: 'gsi2sk', type: 'string' } },
    gsi3: { type: 'global', partitionKey: { name: 'gsi3pk', type: 'string' }, sortKey: { name: 'gsi3sk', type: 'string' } },
  },
});

/** Epoch seconds `seconds` from now, for the TTL attribute. */
export function expiresIn(seconds: number, now = Date.now()): number {
  return Math.floor(now / 1000) + seconds;
}

/** DynamoDB deletes expired items lazily (and DynamoDB Local never does): reads check it themselves. */
export function isExpired(item: { expiresAt?: number }, now = Date.now()): boolean {
  return item.expiresAt !== undefined && item.expiresAt * 1000 <= now;
}

/**
 * Items a page of the rank snapshot's reads (rank-board.ts readXpBoard, standings.ts readStandings).
 * DynamoDB Local reads the whole rest of a partition for each page of a Query without a Limit
 * (quadratic in a board's size: 97 s for 100,000 users, 33 s with this limit); on AWS it costs 25
 * pages instead of 15 for 100,000 users.
 */
export const SNAPSHOT_PAGE_ITEMS = 4000;

type StartKey = Record<string, unknown> | undefined;

/**
 * Every page of a Query, in order: `send` runs the Query from a start key (undefined: the first
 * page) and the pages follow LastEvaluatedKey until there is none.
 */
export async function* queryPages<T>(send: (startKey: StartKey) => Promise<{ Items?: T[]; LastEvaluatedKey?: StartKey }>): AsyncGenerator<T[]> {
  let startKey: StartKey;
  do {
    const page = await send(startKey);
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Every item of a Query (queryPages, gathered). */
export async function queryAll<T>(send: (startKey: StartKey) => Promise<{ Items?: T[]; LastEvaluatedKey?: StartKey }>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of queryPages(send)) items.push(...page);
  return items;
}
