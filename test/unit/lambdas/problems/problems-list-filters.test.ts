import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { catalogue, problemsApiAgainst } from './problems-fixtures';

const db = mockClient(DynamoDBDocumentClient);
const { mockTable, list } = problemsApiAgainst(db);

describe('GET /problems: filters', () => {
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
});
