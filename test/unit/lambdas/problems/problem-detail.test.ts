import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { problemMessages } from '@contract/api/problems';
import { lambdaContext } from '../env';
import { fourTests, storedProblem } from '../judge/fixtures';
import { bodyOf } from '../profile/fixtures';
import { problemEvent, problemsApiAgainst } from './problems-fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const { feature } = problemsApiAgainst(db);

describe('GET /problems/{problemId}', () => {
  beforeEach(() => {
    s3.reset();
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
