import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { problemMessages } from '@contract/api/problems';
import { lambdaContext, setLambdaEnv } from '../env';
import { fourTests, storedProblem } from '../judge/fixtures';
import { ada, bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
let feature: typeof import('../../../../lambdas/problems/handler').handler;
let indexCache: typeof import('../../../../lambdas/problems/repository').problemIndexCache;
let solversCache: typeof import('../../../../lambdas/problems/repository').problemSolversCache;
let shardOf: typeof import('../../../../lambdas/data/problem-index').problemIndexShard;

type Entry = { title: string; difficulty: 'Easy' | 'Medium' | 'Hard'; topic?: string; tags: string[] };

/** 25 problems p01…p25: Easy, Medium, Hard in turn; every fifth in Trees & Graphs with the tag "graph". */
const catalogue: Record<string, Entry> = Object.fromEntries(
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

const solvedItem = (problemId: string, solvedAt: string) => ({ _et: 'SolvedProblem', problemId, solvedAt });

const statsKey = { pk: `USER#${ada.sub}`, sk: 'PROFILE#STATS' };
const statsItem = (fields: Record<string, unknown>) => ({
  Item: { ...statsKey, _et: 'UserStats', _ct: '2026-11-01T00:00:00.000Z', _md: '2026-11-02T00:00:00.000Z', userId: ada.sub, ...fields },
});

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

const listEvent = (query: Record<string, string> = {}, claims: typeof ada | null = ada) =>
  ({
    ...(userEvent(claims ?? undefined) as object),
    resource: '/problems',
    queryStringParameters: query,
  }) as never;
const problemEvent = (problemId: string) => ({ ...(userEvent(ada, { pathParameters: { problemId } }) as object), resource: '/problems/{problemId}' }) as never;

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

beforeAll(async () => {
  setLambdaEnv();
  ({ handler: feature } = await import('../../../../lambdas/problems/handler'));
  ({ problemIndexShard: shardOf } = await import('../../../../lambdas/data/problem-index'));
  ({ problemIndexCache: indexCache, problemSolversCache: solversCache } = await import('../../../../lambdas/problems/repository'));
});
beforeEach(() => {
  // Each test has its own catalogue: none may see the index the warm Lambda kept from another.
  indexCache.clear();
  solversCache.clear();
  db.reset();
  s3.reset();
  db.on(GetCommand).resolves({});
});

describe('GET /problems', () => {
  it("pages the catalogue by 20 in id order, with the count of pages and the caller's Solved marks", async () => {
    mockTable([solvedItem('p02', '2026-11-03T10:00:00.000Z')]);
    const first = await list();
    expect(first.problems.map((p) => p.problemId)).toEqual(Object.keys(catalogue).slice(0, 20));
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: 25, counts: { all: 25, solved: 1 } });
    expect(first.problems.filter((p) => p.solved).map((p) => p.problemId)).toEqual(['p02']);
    const second = await list({ page: '2' });
    expect(second.problems.map((p) => p.problemId)).toEqual(['p21', 'p22', 'p23', 'p24', 'p25']);
    // Past the end (the list shrank meanwhile): the last page, not an empty one.
    expect((await list({ page: '9' })).page).toBe(2);
  });

  it('reads the index with one Query of its partition and the caller\u2019s stats item (with the solved ids), never a Scan', async () => {
    mockTable([solvedItem('p05', '2026-11-03T10:00:00.000Z')]);
    expect((await list({ search: 'path' })).problems.filter((p) => p.solved).map((p) => p.problemId)).toEqual(['p05']);
    const queries = db.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(1);
    expect(queries[0]!.ExpressionAttributeValues).toMatchObject({ ':c0_1': 'META#problem-index' });
    expect(db.commandCalls(GetCommand).map((c) => c.args[0].input.Key)).toEqual([statsKey]);
  });

  it('reads the solved items of the caller only when the stats lack some solved ids, or for the Solved tab\u2019s order', async () => {
    mockTable([solvedItem('p05', '2026-11-03T10:00:00.000Z')], catalogue, { set: false });
    expect((await list()).problems.filter((p) => p.solved).map((p) => p.problemId)).toEqual(['p05']);
    expect(gsi1Queries()).toHaveLength(1);
    expect(Object.values(gsi1Queries()[0]!.args[0].input.ExpressionAttributeValues ?? {})).toEqual(expect.arrayContaining([`USER#${ada.sub}`, 'SOLVED#']));
    db.resetHistory();
    mockTable([solvedItem('p05', '2026-11-03T10:00:00.000Z')]);
    await list({ view: 'solved' });
    expect(gsi1Queries()).toHaveLength(1);
    // Nothing solved yet: nothing more to read.
    db.reset();
    db.on(GetCommand).resolves({});
    mockTable();
    await list();
    expect(gsi1Queries()).toHaveLength(0);
  });

  it('counts the whole catalogue and each topic group, with the caller\u2019s solves (GET /problems-overview)', async () => {
    mockTable([solvedItem('p05', '2026-11-03T10:00:00.000Z'), solvedItem('p02', '2026-11-04T10:00:00.000Z')]);
    const counts = await overview();
    expect(counts.total).toBe(25);
    expect(counts.solved).toBe(2);
    expect(counts.topics).toHaveLength(12);
    expect(counts.topics[0]).toEqual({ topic: 'Arrays & Lists', total: 20, solved: 1, subtopics: [{ tag: 'array', total: 20, solved: 1 }] });
    // A group's subtopics are its problems' tags, most common first, each with the caller's solves.
    expect(counts.topics[1]).toEqual({
      topic: 'Trees & Graphs',
      total: 5,
      solved: 1,
      subtopics: [
        { tag: 'bfs', total: 5, solved: 1 },
        { tag: 'graph', total: 5, solved: 1 },
      ],
    });
    expect(counts.topics.slice(2).every((t) => t.total === 0 && t.solved === 0 && t.subtopics.length === 0)).toBe(true);
  });

  it('shows the caller\u2019s XP, success rate and average solving time from their stats item, and none before any submission', async () => {
    mockTable();
    expect(await overview()).toMatchObject({ xp: 0, successRate: null, avgSolveSeconds: null });
    db.on(GetCommand, { Key: { pk: `USER#${ada.sub}`, sk: 'PROFILE#STATS' } }).resolves({
      Item: {
        pk: `USER#${ada.sub}`,
        sk: 'PROFILE#STATS',
        _et: 'UserStats',
        _ct: '2026-11-01T00:00:00.000Z',
        _md: '2026-11-02T00:00:00.000Z',
        userId: ada.sub,
        xp: 120,
        submissions: 8,
        acceptedSubmissions: 3,
        timedSolves: 3,
        solveSeconds: 1000,
      },
    });
    expect(await overview()).toMatchObject({ xp: 120, successRate: 38, avgSolveSeconds: 333 });
  });

  it('filters by subtopics: a problem with any of the picked tags, in any letter case, with the other filters', async () => {
    mockTable();
    expect((await list({ tags: 'bfs' })).total).toBe(5);
    expect((await list({ tags: 'GRAPH, array' })).total).toBe(25);
    expect((await list({ tags: 'bfs', difficulty: 'Easy' })).problems.map((p) => p.problemId)).toEqual(['p10', 'p25']);
    expect((await list({ tags: 'no-such-tag,,' })).total).toBe(0);
  });

  it('takes every subtopic of a group picked whole (Select All), however many it has, beside single tags', async () => {
    // Math & Logic as the catalogue has it: 24 subtopics, more than a request used to take one by one.
    const math = Object.fromEntries(
      Array.from({ length: 24 }, (_, i) => [
        `m${String(i + 1).padStart(2, '0')}`,
        { title: `Math ${i + 1}`, difficulty: 'Easy' as const, topic: 'Math & Logic', tags: [`math tag ${i + 1}`] },
      ]),
    );
    // A problem of another group sharing a Math & Logic subtopic matches it, as the tag itself would.
    mockTable([], { ...catalogue, ...math, x01: { title: 'Shared', difficulty: 'Hard', topic: 'Bitwise & Hashing', tags: ['math tag 7'] } });
    const everyTag = Array.from({ length: 24 }, (_, i) => `math tag ${i + 1}`).join(',');
    const whole = await list({ tagGroups: 'Math & Logic' });
    expect(whole.total).toBe(25);
    expect((await list({ tags: everyTag })).total).toBe(25);
    expect((await list({ tagGroups: 'Math & Logic,Trees & Graphs', tags: 'array' })).total).toBe(50);
    expect((await list({ tagGroups: 'Math & Logic', difficulty: 'Hard' })).problems.map((p) => p.problemId)).toEqual(['x01']);
  });

  it('keeps the index in the warm Lambda for a minute, and reads the caller\u2019s solves on every request', async () => {
    mockTable([solvedItem('p05', '2026-11-03T10:00:00.000Z')]);
    await list({});
    await list({ difficulty: 'Hard' });
    expect(db.commandCalls(QueryCommand).filter((c) => !c.args[0].input.IndexName)).toHaveLength(1);
    expect(db.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.sk === 'PROFILE#STATS')).toHaveLength(2);
  });

  it('filters by difficulty, topic and text in titles and tags (a plural finds the singular tag), together', async () => {
    mockTable();
    expect((await list({ difficulty: 'Hard' })).total).toBe(8);
    expect((await list({ topic: 'Trees & Graphs' })).problems.map((p) => p.problemId)).toEqual(['p05', 'p10', 'p15', 'p20', 'p25']);
    expect((await list({ search: 'SHORTEST' })).total).toBe(5);
    expect((await list({ search: 'graphs' })).total).toBe(5);
    expect((await list({ search: 'bfs', difficulty: 'Easy' })).problems.map((p) => p.problemId)).toEqual(['p10', 'p25']);
    const none = await list({ search: 'no such thing', topic: 'Math & Logic' });
    expect(none).toMatchObject({ problems: [], total: 0, page: 1, totalPages: 1 });
  });

  it("lists the caller's solved problems newest solve first in the Solved view, filters applied, and counts both tabs", async () => {
    mockTable([
      solvedItem('p10', '2026-11-05T10:00:00.000Z'),
      solvedItem('p01', '2026-11-04T10:00:00.000Z'),
      solvedItem('gone', '2026-11-03T10:00:00.000Z'),
      solvedItem('p05', '2026-11-02T10:00:00.000Z'),
    ]);
    const solved = await list({ view: 'solved' });
    expect(solved.problems.map((p) => p.problemId)).toEqual(['p10', 'p01', 'p05']);
    expect(solved.problems.every((p) => p.solved)).toBe(true);
    expect(solved).toMatchObject({ total: 3, counts: { all: 25, solved: 3 } });
    expect((await list({ view: 'solved', topic: 'Trees & Graphs' })).counts).toEqual({ all: 5, solved: 2 });
  });

  it('recommends the first unsolved Easy, Medium and Hard, whatever the filters', async () => {
    mockTable([solvedItem('p01', '2026-11-05T10:00:00.000Z')]);
    expect((await list({ topic: 'Math & Logic' })).recommended.map((p) => p.problemId)).toEqual(['p04', 'p02', 'p03']);
  });

  it.each([
    [{ difficulty: 'Expert' }, 'difficulty'],
    [{ topic: 'Graphs' }, 'topic'],
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ view: 'everyone' }, 'view'],
    [{ search: 'x'.repeat(101) }, 'search'],
    [{ tags: Array.from({ length: 41 }, (_, i) => `t${i}`).join(',') }, 'tags'],
    [{ tagGroups: 'Math & Logic,Graphs' }, 'tagGroups.1'],
    [{ tags: `graph,${'x'.repeat(31)}` }, 'tags.1'],
  ])('answers 400 naming the field for %j', async (query, field) => {
    mockTable();
    const response = await feature(listEvent(query), lambdaContext);
    expect(response.statusCode).toBe(400);
    expect((bodyOf(response) as { details: { path: string }[] }).details[0]!.path).toBe(field);
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await feature(listEvent({}, null), lambdaContext)).statusCode).toBe(401);
  });
});

describe('GET /famous-problems', () => {
  const solversItem = (problemId: string, counts: Record<string, number>) => ({
    pk: 'META#problem-solvers',
    sk: `PROBLEM#${problemId}`,
    _et: 'ProblemSolvers',
    _ct: '2026-11-01T00:00:00.000Z',
    _md: '2026-11-02T00:00:00.000Z',
    problemId,
    ...counts,
  });
  const famousEvent = (claims: typeof ada | null) => ({ ...(userEvent(claims ?? undefined) as object), resource: '/famous-problems' }) as never;
  type FamousBody = {
    totalProblems: number;
    languages: Record<string, { total: number; problems: { problemId: string; solvers: number; recommended: boolean; difficulty: string }[] }>;
  };
  const famous = async (claims: typeof ada | null = null) => {
    const response = await feature(famousEvent(claims), lambdaContext);
    expect(response.statusCode).toBe(200);
    return bodyOf(response) as unknown as FamousBody;
  };
  function mockSolvers(items: ReturnType<typeof solversItem>[]) {
    db.on(QueryCommand).callsFake((input: QueryCommandInput) => ({
      Items: input.ExpressionAttributeValues?.[':c0_1'] === 'META#problem-solvers' ? items : indexShards(catalogue),
    }));
  }

  it('answers visitors too: per language the six problems most solved in it, with the catalogue\u2019s count', async () => {
    mockSolvers([solversItem('p07', { python: 5, cpp: 1 }), solversItem('p12', { python: 2 }), solversItem('p03', { cpp: 9, java: 1 })]);
    const body = await famous();
    expect(body.totalProblems).toBe(25);
    expect(Object.keys(body.languages).sort()).toEqual(['cpp', 'java', 'javascript', 'python']);
    for (const { total, problems } of Object.values(body.languages)) {
      expect(total).toBe(25);
      expect(problems).toHaveLength(6);
    }
    expect(body.languages.python!.problems.slice(0, 2).map((p) => [p.problemId, p.solvers])).toEqual([
      ['p07', 5],
      ['p12', 2],
    ]);
    expect(body.languages.cpp!.problems.slice(0, 2).map((p) => [p.problemId, p.solvers])).toEqual([
      ['p03', 9],
      ['p07', 1],
    ]);
    expect(body.languages.java!.problems[0]).toMatchObject({ problemId: 'p03', solvers: 1 });
  });

  it('falls back to the way in when nobody has solved anything: the starting Easy, Medium and Hard, then easy before hard', async () => {
    mockSolvers([]);
    const { problems } = (await famous(ada)).languages.javascript!;
    expect(problems.slice(0, 3).map((p) => [p.problemId, p.recommended])).toEqual([
      ['p01', true],
      ['p02', true],
      ['p03', true],
    ]);
    expect(problems.slice(3).map((p) => p.difficulty)).toEqual(['Easy', 'Easy', 'Easy']);
    expect(problems.every((p) => p.solvers === 0)).toBe(true);
  });

  it('reads the index and the solver counts with one Query each, and keeps the counts five minutes in the warm Lambda', async () => {
    mockSolvers([]);
    await famous();
    await famous();
    const queries = db.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues?.[':c0_1']);
    expect(queries.sort()).toEqual(['META#problem-index', 'META#problem-solvers']);
  });
});

describe('GET /problems/{problemId}', () => {
  beforeEach(() => {
    s3.on(GetObjectCommand).callsFake(({ Key }: { Key: string }) => {
      const index = Number(/tests\/(\d+)\.json$/.exec(Key)?.[1]);
      return { Body: { transformToString: async () => JSON.stringify(fourTests[index]) } as never };
    });
  });

  const imported = {
    topic: 'Math & Logic',
    tags: ['arithmetic'],
    statementFormat: 'markdown',
    starterCode: {
      cpp: { file: 'attachments/templates/cpp/main.cpp', code: 'int main() {}' },
      python: { file: 'attachments/templates/python3/main.py', code: 'print()' },
    },
    credits: { authors: ['Ada Lovelace <ada@example.com>', { name: 'Grace Hopper', email: 'grace@example.com' }] },
    source: [{ name: 'Google Code Jam 2019', url: 'https://example.com/gcj' }, 'Kattis'],
    license: 'cc by',
    rightsOwner: 'Google LLC',
    testHints: [{ index: 3, hint: 'Mind the overflow.' }],
  };

  it('answers the page with the samples only, the starter code and the credits without e-mail addresses', async () => {
    db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem(imported) });
    const response = await feature(problemEvent('a-plus-b'), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      problemId: 'a-plus-b',
      title: 'A + B',
      difficulty: 'Medium',
      topic: 'Math & Logic',
      tags: ['arithmetic'],
      statement: 'Print A + B.',
      statementFormat: 'markdown',
      timeMs: 1000,
      memoryMb: 256,
      samples: fourTests.slice(0, 2),
      testCount: 4,
      // A hint says what a test is about, never its data: shown once a submission fails that test.
      hints: [{ test: 3, hint: 'Mind the overflow.' }],
      starterCode: imported.starterCode,
      credits: {
        authors: ['Ada Lovelace', 'Grace Hopper'],
        source: 'Google Code Jam 2019, Kattis',
        sourceUrl: 'https://example.com/gcj',
        license: 'cc by',
        rightsOwner: 'Google LLC',
      },
    });
    // The hidden tests are never read, so they cannot leak.
    expect(s3.commandCalls(GetObjectCommand).map((c) => c.args[0].input.Key)).toEqual(['problems/a-plus-b/tests/0.json', 'problems/a-plus-b/tests/1.json']);
  });

  it("names an adapted problem's licence from its attribution and says what was changed", async () => {
    const attribution = { licence: 'MIT License', changes: 'Rewritten as a stdin/stdout problem.' };
    db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({
      Item: storedProblem({ license: 'permission', rightsOwner: 'Exercism', attribution }),
    });
    expect(bodyOf(await feature(problemEvent('a-plus-b'), lambdaContext)).credits).toMatchObject({
      license: 'MIT License',
      rightsOwner: 'Exercism',
      changes: 'Rewritten as a stdin/stdout problem.',
    });
  });

  it('reads credits given as one string, and a problem written without them', async () => {
    db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem({ credits: 'Alan Turing', source: 'ICPC' }) });
    expect(bodyOf(await feature(problemEvent('a-plus-b'), lambdaContext)).credits).toEqual({ authors: ['Alan Turing'], source: 'ICPC' });
    db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem({ sampleCount: 0 }) });
    const bare = bodyOf(await feature(problemEvent('a-plus-b'), lambdaContext));
    expect(bare).toMatchObject({ tags: [], samples: [], starterCode: {}, credits: { authors: [] } });
  });

  it("answers 404 with the spec's words for an unknown problem, and 400 for an over-long id", async () => {
    const missing = await feature(problemEvent('no-such-problem'), lambdaContext);
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing).message).toBe(problemMessages.notFound);
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
    expect((await feature(problemEvent('x'.repeat(101)), lambdaContext)).statusCode).toBe(400);
  });
});
