import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { ada } from '../profile/fixtures';
import { problemsApiAgainst, solvedItem } from './problems-fixtures';

const db = mockClient(DynamoDBDocumentClient);
const { mockTable, overview } = problemsApiAgainst(db);

describe('GET /problems-overview', () => {
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
});
