/**
 * The problems list's index: each catalogue problem's list fields (title, difficulty, topic, tags)
 * in PROBLEM_INDEX_SHARDS items of one partition, set in the same transaction that writes the
 * problem (data/catalogue.ts). The list route reads it with one Query and filters by difficulty,
 * topic and text, counts and pages in memory: DynamoDB has no text search and no count by filter,
 * and this costs one read of about 200 bytes a problem instead of a Scan.
 *
 * Why shards: one item holds 400 KB, and a problem's entry is at most about 500 bytes (a 63-char id,
 * a 120-char title, 8 tags of 30): spread by a hash of the id, 8 shards hold well over 2,000
 * problems at the largest entry size (tested), about 15,000 at a typical one.
 */
import { $set, PutItemCommand, QueryCommand, UpdateItemCommand, UpdateTransaction, type FormattedItem } from 'dynamodb-toolbox';
import { writeIfConditionHolds } from './conditional-write';
import { ProblemIndexShardEntity } from './entities/problem-index-shard';
import { keys } from './keys';
import { queryAll, table } from './table';

/** Fixed for good: an entry's shard is a hash of its id modulo this, so changing it would strand entries. */
export const PROBLEM_INDEX_SHARDS = 8;

type StoredEntry = FormattedItem<typeof ProblemIndexShardEntity>['entries'][string];
export type ProblemIndexEntry = StoredEntry & { problemId: string };

/** FNV-1a (32 bit) of the id: stable across runtimes, spreads slugs evenly. */
export function problemIndexShard(problemId: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(problemId)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash % PROBLEM_INDEX_SHARDS;
}

function storedEntry({ title, difficulty, topic, tags }: ProblemIndexEntry): StoredEntry {
  return { title, difficulty, ...(topic && { topic }), tags };
}

/**
 * Creates the entry's shard, empty, when it does not exist yet: an entry is written at the path
 * `entries.<id>`, which DynamoDB refuses while `entries` is missing. Racing creators are fine: the
 * put is conditioned on absence, and a lost race means the shard exists.
 */
export async function ensureProblemIndexShard(problemId: string): Promise<void> {
  await writeIfConditionHolds(() =>
    ProblemIndexShardEntity.build(PutItemCommand)
      .item({ shard: problemIndexShard(problemId), entries: {} })
      .options({ condition: { attr: 'shard', exists: false } })
      .send(),
  );
}

/** The entry's write, for the transaction that writes the problem (ensureProblemIndexShard first). */
export function problemIndexEntryWrite(entry: ProblemIndexEntry) {
  return ProblemIndexShardEntity.build(UpdateTransaction).item({
    shard: problemIndexShard(entry.problemId),
    entries: { [entry.problemId]: $set(storedEntry(entry)) },
  });
}

/** Sets one entry outside a transaction (bulk loads and tests). */
export async function putProblemIndexEntry(entry: ProblemIndexEntry): Promise<void> {
  await ensureProblemIndexShard(entry.problemId);
  await ProblemIndexShardEntity.build(UpdateItemCommand)
    .item({ shard: problemIndexShard(entry.problemId), entries: { [entry.problemId]: $set(storedEntry(entry)) } })
    .send();
}

/** Every entry, in problem id order: one Query of the index partition (a page holds up to 1 MB). */
export async function readProblemIndex(): Promise<ProblemIndexEntry[]> {
  const shards = await queryAll((startKey) =>
    table
      .build(QueryCommand)
      .entities(ProblemIndexShardEntity)
      .query({ partition: keys.problemIndex() })
      .options({ ...(startKey && { exclusiveStartKey: startKey }) })
      .send(),
  );
  const entries = shards.flatMap((shard) => Object.entries(shard.entries).map(([problemId, entry]): ProblemIndexEntry => ({ problemId, ...entry })));
  return entries.sort((a, b) => (a.problemId < b.problemId ? -1 : a.problemId > b.problemId ? 1 : 0));
}
