/**
 * The problems list against the real DynamoDB Local: the index kept by the import transaction
 * (data/catalogue.ts → data/problem-index.ts) answers filters, paging and Solved marks; a re-import
 * updates a problem's entry, never duplicates it; and 2,000 problems at the largest entry the
 * package format allows fit the index's shards with room to spare.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { $add, PutItemCommand, UpdateItemCommand } from 'dynamodb-toolbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicGroups } from '@contract/catalogue/topics';
import { startTableHarness, type TableHarness } from '../support/table-harness';

const TABLE = 'codearena-problem-list-test';
let dynamo: TableHarness;

const modules = async () => ({
  catalogue: await import('../../../lambdas/data/catalogue'),
  index: await import('../../../lambdas/data/problem-index'),
  solved: await import('../../../lambdas/data/entities/solved-problem'),
  stats: await import('../../../lambdas/data/entities/user-stats'),
  shardEntity: await import('../../../lambdas/data/entities/problem-index-shard'),
  list: await import('../../../lambdas/problems/problem-list'),
  repository: await import('../../../lambdas/problems/repository'),
  clients: await import('../../../lambdas/data/clients'),
});
let data: Awaited<ReturnType<typeof modules>>;

beforeAll(async () => {
  dynamo = await startTableHarness(TABLE);
  data = await modules();
}, 60_000);

afterAll(async () => {
  await dynamo?.stop();
});

const difficultyOf = (i: number) => (['Easy', 'Medium', 'Hard'] as const)[i % 3]!;

/** Problem n of 25 as an import writes it: every fifth in Trees & Graphs with the tag "graph". */
function catalogueProblem(n: number) {
  const id = `p${String(n).padStart(2, '0')}`;
  const graph = n % 5 === 0;
  return {
    problemId: id,
    uuid: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    title: graph ? `Shortest Path ${n}` : `Problem ${n}`,
    difficulty: difficultyOf(n - 1),
    topic: graph ? ('Trees & Graphs' as const) : ('Arrays & Lists' as const),
    tags: graph ? ['graph', 'bfs'] : ['array'],
    statement: `Problem ${n}.`,
    timeMs: 1000,
    memoryMb: 256,
    sampleCount: 2,
    testCount: 4,
    license: 'cc by-sa',
  };
}

const query = (q: Partial<Parameters<typeof data.list.listProblems>[2]> = {}) => ({ view: 'all' as const, page: 1, ...q });
/** A list request once the warm Lambda's copy of the index has expired: these tests change the index between requests. */
const list = (userId: string, q: Partial<Parameters<typeof data.list.listProblems>[2]> = {}) => {
  data.repository.problemIndexCache.clear();
  return data.list.listProblems(data.repository.problemListRepository, userId, query(q));
};

describe("the problems list on the import transaction's index", () => {
  beforeAll(async () => {
    for (let n = 1; n <= 25; n++) await data.catalogue.saveCatalogueProblem(catalogueProblem(n));
    const solve = (problemId: string, solvedAt: string) =>
      data.solved.SolvedProblemEntity.build(PutItemCommand)
        .item({ userId: 'u-ada', problemId, difficulty: 'Easy', language: 'python', submissionId: `s-${problemId}`, solvedAt })
        .send();
    await solve('p10', '2026-11-05T10:00:00.000Z');
    await solve('p01', '2026-11-04T10:00:00.000Z');
    await solve('p05', '2026-11-02T10:00:00.000Z');
    // What the record transaction ADDs with each solve (data/progress-counters.ts): the count and the set of ids.
    await data.stats.UserStatsEntity.build(UpdateItemCommand)
      .item({ userId: 'u-ada', solved: $add(3), solvedIds: $add(new Set(['p10', 'p01', 'p05'])) })
      .send();
  }, 15_000);

  it("pages by 20 in id order with the count of pages and the caller's Solved marks only", async () => {
    const first = await list('u-ada');
    expect(first.problems.map((p) => p.problemId)).toEqual(Array.from({ length: 20 }, (_, i) => catalogueProblem(i + 1).problemId));
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: 25, counts: { all: 25, solved: 3 } });
    expect(first.problems.filter((p) => p.solved).map((p) => p.problemId)).toEqual(['p01', 'p05', 'p10']);
    expect((await list('u-ada', { page: 2 })).problems).toHaveLength(5);
    // Another user's solves are not the caller's.
    expect((await list('u-bob')).problems.some((p) => p.solved)).toBe(false);
  });

  it('finds the marks of solves recorded before the stats kept their ids, from the solved items', async () => {
    await data.solved.SolvedProblemEntity.build(PutItemCommand)
      .item({ userId: 'u-old', problemId: 'p07', difficulty: 'Easy', language: 'cpp', submissionId: 's-old', solvedAt: '2026-10-01T10:00:00.000Z' })
      .send();
    await data.stats.UserStatsEntity.build(UpdateItemCommand)
      .item({ userId: 'u-old', solved: $add(1) })
      .send();
    expect((await list('u-old')).problems.filter((p) => p.solved).map((p) => p.problemId)).toEqual(['p07']);
  });

  it('filters by difficulty, topic and text, and lists solves newest first', async () => {
    expect((await list('u-ada', { difficulty: 'Medium' })).total).toBe(8);
    expect((await list('u-ada', { topic: 'Trees & Graphs', difficulty: 'Easy' })).problems.map((p) => p.problemId)).toEqual(['p10', 'p25']);
    expect((await list('u-ada', { search: 'graphs' })).total).toBe(5);
    expect((await list('u-ada', { view: 'solved' })).problems.map((p) => p.problemId)).toEqual(['p10', 'p01', 'p05']);
  });

  it("updates a re-imported problem's entry in place: new title, difficulty and tags, no duplicate", async () => {
    await data.catalogue.saveCatalogueProblem({ ...catalogueProblem(3), title: 'Renamed Three', difficulty: 'Easy', tags: ['greedy'] });
    const found = await list('u-ada', { search: 'renamed' });
    expect(found.problems).toEqual([
      { problemId: 'p03', title: 'Renamed Three', difficulty: 'Easy', topic: 'Arrays & Lists', tags: ['greedy'], solved: false },
    ]);
    expect((await list('u-ada')).total).toBe(25);
    expect((await data.catalogue.getCatalogueSummary()).easyCount).toBe(10);
  });
});

/** DynamoDB's item size rules: names and strings in UTF-8 bytes, numbers about half their digits, 3 bytes per map or list and 1 per element. */
function itemBytes(value: unknown): number {
  const utf8 = (s: string) => new TextEncoder().encode(s).length;
  if (typeof value === 'string') return utf8(value);
  if (typeof value === 'number') return Math.ceil(String(value).length / 2) + 1;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + itemBytes(v), 0);
  if (value && typeof value === 'object') return 3 + Object.entries(value).reduce((sum, [k, v]) => sum + 1 + utf8(k) + itemBytes(v), 0);
  return 1;
}

describe('the index at its bound', () => {
  const PROBLEMS = 2000;
  const MAX_TAGS = 8;
  /** The largest entry the package format allows: a 63-character id, a 120-character title, 8 tags of 30. */
  const largest = (i: number) => ({
    problemId: `${String(i).padStart(4, '0')}-${'x'.repeat(58)}`,
    title: `${String(i).padStart(4, '0')} ${'T'.repeat(115)}`,
    difficulty: difficultyOf(i),
    topic: topicGroups[i % topicGroups.length]!,
    tags: Array.from({ length: MAX_TAGS }, (_, t) => `${t}${'t'.repeat(29)}`),
  });

  it(`holds ${PROBLEMS} problems of the largest entry with every shard under half of DynamoDB's 400 KB item limit, and lists them`, async () => {
    const entries = Array.from({ length: PROBLEMS }, (_, i) => largest(i));
    // Written shard by shard (the import's one-entry update rewrites a whole shard: 4,000 of them take
    // a minute on DynamoDB Local), with the 25 entries of the tests above kept; one entry is then
    // added the import's way, onto the full shards.
    const existing = await data.index.readProblemIndex();
    const byShard = new Map<number, Record<string, unknown>>();
    for (const { problemId, ...entry } of [...existing, ...entries.slice(1)]) {
      const shard = data.index.problemIndexShard(problemId);
      byShard.set(shard, { ...byShard.get(shard), [problemId]: entry });
    }
    for (const [shard, shardEntries] of byShard) {
      await data.shardEntity.ProblemIndexShardEntity.build(PutItemCommand)
        .item({ shard, entries: shardEntries as never })
        .send();
    }
    await data.index.putProblemIndexEntry(entries[0]!);

    const client = data.clients.documentClient();
    const sizes: number[] = [];
    for (let shard = 0; shard < data.index.PROBLEM_INDEX_SHARDS; shard++) {
      const { Item } = await client.send(new GetCommand({ TableName: dynamo.table, Key: { pk: 'META#problem-index', sk: `SHARD#${shard}` } }));
      sizes.push(itemBytes(Item));
    }
    expect(Math.max(...sizes)).toBeLessThan(200 * 1024);
    expect(Math.min(...sizes)).toBeGreaterThan(80 * 1024);

    const index = await data.index.readProblemIndex();
    expect(index).toHaveLength(PROBLEMS + 25);
    expect(index.find((e) => e.problemId === entries[0]!.problemId)).toMatchObject({ title: entries[0]!.title, tags: entries[0]!.tags });
    const started = Date.now();
    const page = await list('u-ada', { topic: topicGroups[4], difficulty: 'Medium', search: 't', page: 3 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(page.problems).toHaveLength(20);
    expect(page.total).toBe(entries.filter((e) => e.topic === topicGroups[4] && e.difficulty === 'Medium').length);
  }, 10_000);
});
