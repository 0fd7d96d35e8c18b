import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from '../env';
import { ada, bodyOf, userEvent } from '../profile/fixtures';
import { catalogue, problemsApiAgainst } from './problems-fixtures';

const db = mockClient(DynamoDBDocumentClient);
const { feature, indexShards } = problemsApiAgainst(db);

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
