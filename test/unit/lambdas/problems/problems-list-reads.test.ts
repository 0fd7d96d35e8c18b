import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { ada } from '../profile/fixtures';
import { catalogue, problemsApiAgainst, solvedItem, statsKey } from './problems-fixtures';

const db = mockClient(DynamoDBDocumentClient);
const { mockTable, gsi1Queries, list } = problemsApiAgainst(db);

describe('GET /problems: what it reads from the table, and what the warm Lambda keeps', () => {
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

  it('keeps the index in the warm Lambda for a minute, and reads the caller\u2019s solves on every request', async () => {
    mockTable([solvedItem('p05', '2026-11-03T10:00:00.000Z')]);
    await list({});
    await list({ difficulty: 'Hard' });
    expect(db.commandCalls(QueryCommand).filter((c) => !c.args[0].input.IndexName)).toHaveLength(1);
    expect(db.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.sk === 'PROFILE#STATS')).toHaveLength(2);
  });
});
