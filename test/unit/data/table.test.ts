import { describe, expect, it } from 'vitest';
import { keyAttributes, tableDefinition } from '../../../contract/table';
import { table } from '../../../lambdas/data/table';

describe('the data module table', () => {
  it('has the keys and indexes of contract/table.ts', () => {
    expect(table.partitionKey.name).toBe(tableDefinition.partitionKey.name);
    expect(table.sortKey?.name).toBe(tableDefinition.sortKey.name);
    const indexes = Object.entries(table.indexes).map(([name, index]) => ({
      indexName: name,
      partitionKey: (index as { partitionKey: { name: string } }).partitionKey.name,
      sortKey: (index as { sortKey: { name: string } }).sortKey.name,
    }));
    expect(indexes).toEqual(
      tableDefinition.globalSecondaryIndexes.map((i) => ({ indexName: i.indexName, partitionKey: i.partitionKey.name, sortKey: i.sortKey.name })),
    );
  });

  it('lists each key attribute once', () => {
    expect(keyAttributes().map((a) => a.name)).toEqual(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk']);
  });
});
