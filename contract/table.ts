/**
 * The one DynamoDB table: its keys, indexes and TTL attribute. CDK (lib/database.ts) and the local
 * stack (local/dynamodb) both create the table from this definition; lambdas/data reads it too.
 */
export interface KeyAttribute {
  readonly name: string;
  readonly type: 'S' | 'N';
}

export interface IndexDefinition {
  readonly indexName: string;
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
}

export interface TableDefinition {
  readonly partitionKey: KeyAttribute;
  readonly sortKey: KeyAttribute;
  readonly globalSecondaryIndexes: readonly IndexDefinition[];
  /** Epoch seconds; items past it are deleted by DynamoDB (reads filter on it too: DynamoDB Local never deletes). */
  readonly timeToLiveAttribute: string;
}

export const tableDefinition = {
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  globalSecondaryIndexes: [
    // gsi1: look-ups by an alternate key (e-mail, username, connection id, entity lists).
    { indexName: 'gsi1', partitionKey: { name: 'gsi1pk', type: 'S' }, sortKey: { name: 'gsi1sk', type: 'S' } },
    // gsi2: ranked lists (leaderboards by XP, newest-first feeds).
    { indexName: 'gsi2', partitionKey: { name: 'gsi2pk', type: 'S' }, sortKey: { name: 'gsi2sk', type: 'S' } },
  ],
  timeToLiveAttribute: 'expiresAt',
} as const satisfies TableDefinition;

/** Every attribute that a key of the table or an index uses, once each. */
export function keyAttributes(def: TableDefinition = tableDefinition): KeyAttribute[] {
  const all = [def.partitionKey, def.sortKey, ...def.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  return [...new Map(all.map((a) => [a.name, a])).values()];
}
