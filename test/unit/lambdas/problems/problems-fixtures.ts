/**
 * The problems feature's Lambda (GET /problems, /problems-overview, /famous-problems,
 * /problems/{problemId}) against a mocked table: a catalogue of 25 problems as the index holds it,
 * the caller's solves and stats, and the requests the tests send.
 */
import { GetCommand, QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, expect } from 'vitest';
import { lambdaContext, setLambdaEnv } from '../env';
import { ada, bodyOf, userEvent } from '../profile/fixtures';

type Handler = typeof import('../../../../lambdas/problems/handler').handler;

export type Entry = { title: string; difficulty: 'Easy' | 'Medium' | 'Hard'; topic?: string; tags: string[] };

/** 25 problems p01…p25: Easy, Medium, Hard in turn; every fifth in Trees & Graphs with the tag "graph". */
export const catalogue: Record<string, Entry> = Object.fromEntries(
  Array.from({ length: 25 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const graph = (i + 1) % 5 === 0;
    return [
      `p${n}`,
      {
        title: graph ? `Shortest Path ${n}` : `Problem ${n}`,
        difficulty: (['Easy', 'Medium', 'Hard'] as const)[i % 3]!,
        topic: graph ? 'Trees & Graphs' : 'Arrays & Lists',
        tags: graph ? ['graph', 'bfs'] : ['array'],
      },
    ];
  }),
);

export const solvedItem = (problemId: string, solvedAt: string) => ({ _et: 'SolvedProblem', problemId, solvedAt });

export const statsKey = { pk: `USER#${ada.sub}`, sk: 'PROFILE#STATS' };
const statsItem = (fields: Record<string, unknown>) => ({
  Item: { ...statsKey, _et: 'UserStats', _ct: '2026-11-01T00:00:00.000Z', _md: '2026-11-02T00:00:00.000Z', userId: ada.sub, ...fields },
});

export const listEvent = (query: Record<string, string> = {}, claims: typeof ada | null = ada) =>
  ({
    ...(userEvent(claims ?? undefined) as object),
    resource: '/problems',
    queryStringParameters: query,
  }) as never;
export const problemEvent = (problemId: string) =>
  ({ ...(userEvent(ada, { pathParameters: { problemId } }) as object), resource: '/problems/{problemId}' }) as never;

type ListBody = {
  problems: { problemId: string; title: string; solved: boolean; topic?: string; tags: string[] }[];
  page: number;
  totalPages: number;
  total: number;
  counts: { all: number; solved: number };
  recommended: { problemId: string }[];
};
type OverviewBody = {
  total: number;
  solved: number;
  xp: number;
  successRate: number | null;
  avgSolveSeconds: number | null;
  topics: { topic: string; total: number; solved: number; subtopics: { tag: string; total: number; solved: number }[] }[];
};

/**
 * Loads the handler once the Lambda's environment is set, and gives each test an empty table (every
 * GetCommand answers nothing) and cold caches: none may see the index the warm Lambda kept from
 * another. Call it at the top of a test file with that file's `mockClient(DynamoDBDocumentClient)`
 * (between-files.ts puts the real `send` back when the file ends).
 */
export function problemsApiAgainst(db: AwsClientStub<DynamoDBDocumentClient>) {
  let handler: Handler;
  let shardOf: typeof import('../../../../lambdas/data/problem-index').problemIndexShard;
  let indexCache: typeof import('../../../../lambdas/problems/repository').problemIndexCache;
  let solversCache: typeof import('../../../../lambdas/problems/repository').problemSolversCache;

  beforeAll(async () => {
    setLambdaEnv();
    ({ handler } = await import('../../../../lambdas/problems/handler'));
    ({ problemIndexShard: shardOf } = await import('../../../../lambdas/data/problem-index'));
    ({ problemIndexCache: indexCache, problemSolversCache: solversCache } = await import('../../../../lambdas/problems/repository'));
  });
  beforeEach(() => {
    indexCache.clear();
    solversCache.clear();
    db.reset();
    db.on(GetCommand).resolves({});
  });

  const feature: Handler = (event, context) => handler(event, context);

  /** The index shards as DynamoDB holds them: short stored names (t, d, g, k), entries spread by the id's hash. */
  function indexShards(entries: Record<string, Entry>) {
    const shards = new Map<number, Record<string, unknown>>();
    for (const [id, { title, difficulty, topic, tags }] of Object.entries(entries)) {
      const shard = shardOf(id);
      const item = shards.get(shard) ?? { pk: 'META#problem-index', sk: `SHARD#${shard}`, _et: 'ProblemIndexShard', shard, entries: {} };
      (item.entries as Record<string, unknown>)[id] = { t: title, d: difficulty, ...(topic && { g: topic }), k: tags };
      shards.set(shard, item);
    }
    return [...shards.values()];
  }

  /**
   * The catalogue index, the caller's solved items and their stats item; `set: false` leaves the
   * stats without the set of solved ids (solves recorded before it existed).
   */
  function mockTable(solved: ReturnType<typeof solvedItem>[] = [], entries = catalogue, { set = true } = {}) {
    db.on(QueryCommand).callsFake((input: QueryCommandInput) => ({ Items: input.IndexName === 'gsi1' ? solved : indexShards(entries) }));
    if (solved.length) {
      const ids = new Set(solved.map((s) => s.problemId));
      db.on(GetCommand, { Key: statsKey }).resolves(statsItem({ solved: solved.length, ...(set && { solvedIds: ids }) }));
    }
  }
  const gsi1Queries = () => db.commandCalls(QueryCommand).filter((c) => c.args[0].input.IndexName === 'gsi1');

  const overview = async () => {
    const response = await feature({ ...(userEvent(ada) as object), resource: '/problems-overview' } as never, lambdaContext);
    expect(response.statusCode).toBe(200);
    return bodyOf(response) as unknown as OverviewBody;
  };
  const list = async (query: Record<string, string> = {}) => {
    const response = await feature(listEvent(query), lambdaContext);
    expect(response.statusCode).toBe(200);
    return bodyOf(response) as unknown as ListBody;
  };

  return { feature, indexShards, mockTable, gsi1Queries, overview, list };
}
