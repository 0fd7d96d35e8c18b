import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lambdaContext, restEvent, setLambdaEnv } from '../env';
import { fourTests, storedProblem } from '../judge/fixtures';
import { ada, bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const lambda = mockClient(LambdaClient);
let run: typeof import('../../../../lambdas/submissions/run-code').handler;
let languages: typeof import('../../../../lambdas/submissions/list-languages').handler;

const names = { cpp: 'judge-cpp-fn', python: 'judge-python-fn', java: 'judge-java-fn', javascript: 'judge-javascript-fn' };
const payload = (value: unknown) => ({ Payload: new TextEncoder().encode(JSON.stringify(value)) as never, StatusCode: 200 });
const sentEvent = (call = 0) => JSON.parse(new TextDecoder().decode(lambda.commandCalls(InvokeCommand)[call]!.args[0].input.Payload as Uint8Array));
const testResult = (verdict: string, stdout: string) => ({ verdict, timeMs: 1, wallMs: 2, memoryKb: 900, stdout, stderr: '' });

beforeAll(async () => {
  setLambdaEnv();
  process.env.JUDGE_FUNCTION_NAMES = JSON.stringify(names);
  ({ handler: run } = await import('../../../../lambdas/submissions/run-code'));
  ({ handler: languages } = await import('../../../../lambdas/submissions/list-languages'));
});
beforeEach(() => {
  db.reset();
  s3.reset();
  lambda.reset();
  db.on(GetCommand).resolves({ Item: storedProblem() });
  // The run meter: Ada has no plan stored (free), and her minute has runs left.
  db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({});
  db.on(UpdateCommand).resolves({});
  // One object per test (problems/<id>/tests/<index>.json), as the packages bucket holds them.
  s3.on(GetObjectCommand).callsFake(({ Key }: { Key: string }) => {
    const index = Number(/tests\/(\d+)\.json$/.exec(Key)?.[1]);
    return { Body: { transformToString: async () => JSON.stringify(fourTests[index]) } as never };
  });
});

describe('POST /problems/{problemId}/run', () => {
  const runEvent = (body: unknown) => userEvent(ada, { method: 'POST', body, pathParameters: { problemId: 'a-plus-b' } });

  it("judges the first two tests with the language's judge function, synchronously, and shows their output", async () => {
    lambda
      .on(InvokeCommand)
      .resolves(payload({ compile: { ok: true, timeMs: 200 }, verdict: 'WA', tests: [testResult('AC', '2\n'), testResult('WA', '5\n')] }));
    const response = await run(runEvent({ language: 'java', source: 'class Main {}' }), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(lambda).toHaveReceivedCommandWith(InvokeCommand, { FunctionName: 'judge-java-fn' });
    expect(sentEvent()).toEqual({
      action: 'judge',
      language: 'java',
      source: 'class Main {}',
      limits: { timeMs: 1000, memoryMb: 256 },
      tests: fourTests.slice(0, 2),
    });
    expect(bodyOf(response)).toMatchObject({
      verdict: 'WA',
      tests: [
        { index: 0, verdict: 'AC', input: '1 1\n', expected: '2\n', stdout: '2\n' },
        { index: 1, verdict: 'WA', input: '2 2\n', expected: '4\n', stdout: '5\n' },
      ],
    });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it("answers 503 with the spec's words when the judge fails, and 400 for an unsupported language", async () => {
    lambda.on(InvokeCommand).resolves({ ...payload({ errorMessage: 'boom' }), FunctionError: 'Unhandled' });
    const failed = await run(runEvent({ language: 'cpp', source: 'int main(){}' }), lambdaContext);
    expect(failed.statusCode).toBe(503);
    expect(bodyOf(failed)).toEqual({ message: 'Failed to execute code. Please try again.' });
    const bad = await run(runEvent({ language: 'cobol', source: 'x' }), lambdaContext);
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad)).toMatchObject({ message: 'Unsupported language' });
  });
});

describe('GET /judge/languages', () => {
  it('asks every judge for its version, caches the answer for a day, and serves the cache after that', async () => {
    lambda.on(InvokeCommand).callsFake((input: { FunctionName: string }) => payload({ version: `${input.FunctionName} 1.0` }));
    db.on(GetCommand).resolves({});
    db.on(PutCommand).resolves({});
    const first = await languages(restEvent(), lambdaContext);
    expect(bodyOf(first)).toEqual({ languages: Object.entries(names).map(([language, fn]) => ({ language, version: `${fn} 1.0` })) });
    expect(lambda.commandCalls(InvokeCommand).map((_, i) => sentEvent(i))).toEqual(Object.keys(names).map(() => ({ action: 'version' })));
    const cached = db.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(cached.expiresAt).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);

    lambda.reset();
    db.on(GetCommand).resolves({ Item: { ...cached, _et: 'JudgeLanguages' } });
    const second = await languages(restEvent(), lambdaContext);
    expect(bodyOf(second)).toEqual(bodyOf(first));
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });
});
