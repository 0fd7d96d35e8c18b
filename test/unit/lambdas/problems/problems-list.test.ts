import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { lambdaContext } from '../env';
import { bodyOf } from '../profile/fixtures';
import { catalogue, listEvent, problemsApiAgainst, solvedItem } from './problems-fixtures';

const db = mockClient(DynamoDBDocumentClient);
const { feature, mockTable, list } = problemsApiAgainst(db);

describe('GET /problems: pages, the Solved view, recommendations and refused requests', () => {
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
