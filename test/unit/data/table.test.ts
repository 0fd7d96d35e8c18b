import { describe, expect, it } from 'vitest';
import { accessPatterns, keyAttributes, tableDefinition } from '@contract/table';
import { keys } from '../../../lambdas/data/keys';
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
    expect(keyAttributes().map((a) => a.name)).toEqual(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk']);
  });

  it('streams every change with both images, for rankings and achievements', () => {
    expect(tableDefinition.stream).toBe('NEW_AND_OLD_IMAGES');
  });
});

describe('the access patterns', () => {
  const indexNames = tableDefinition.globalSecondaryIndexes.map((i) => i.indexName);

  it('are each served by the table or a defined index, and every index serves some pattern', () => {
    for (const pattern of accessPatterns) expect(['table', ...indexNames]).toContain(pattern.via);
    for (const index of indexNames) expect(accessPatterns.some((p) => p.via === index)).toBe(true);
  });

  it('name the key formats keys.ts builds for what is built', () => {
    const written = accessPatterns
      .filter((p) => p.status === 'built')
      .map((p) => p.key)
      .join('\n');
    for (const key of [
      keys.ownItemsPrefix(),
      keys.xpCounterPrefix('D'),
      keys.activeSessionPrefix(),
      keys.friendRequestPrefix(),
      keys.userSubmissionPrefix(),
      keys.problemIndex(),
    ]) {
      expect(written).toContain(key);
    }
  });

  it('cover what the next issues need: rankings per period and country, ranks from snapshots, problems by difficulty and topic', () => {
    const needs = accessPatterns.map((p) => p.need).join('\n');
    for (const need of ['top N of a leaderboard', 'country', 'rank', 'by difficulty', 'by topic', 'solved', 'stale', 'one problem'])
      expect(needs).toContain(need);
  });
});

describe('the keys of a user’s own items', () => {
  it('share one prefix, so profile, stats and presence are one Query', () => {
    for (const sk of [keys.profileSort(), keys.statsSort(), keys.presenceSort()]) expect(sk.startsWith(keys.ownItemsPrefix())).toBe(true);
    // …and nothing else of the partition starts with it.
    for (const other of [keys.sessionSort('s'), keys.problemAttemptSort('p'), keys.friendRequestSort('u'), keys.xpCounter('D', '2026-11-23')]) {
      expect(other.startsWith(keys.ownItemsPrefix())).toBe(false);
    }
  });

  it('sort XP counters by period, so a BETWEEN of two periods is a date range', () => {
    const days = ['2026-11-09', '2026-11-10', '2026-12-01'].map((d) => keys.xpCounter('D', d));
    expect([...days].sort()).toEqual(days);
    expect(keys.xpCounter('W', '2026-W48') < keys.xpCounter('W', '2026-W49')).toBe(true);
  });
});
