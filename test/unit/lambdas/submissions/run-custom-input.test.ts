import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_CUSTOM_INPUT_BYTES } from '@contract/api/submissions';
import { lambdaContext, setLambdaEnv } from '../env';
import { storedProblem } from '../judge/fixtures';
import { ada, bodyOf, storedProfile, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const lambda = mockClient(LambdaClient);
let run: typeof import('../../../../lambdas/submissions/run-custom-input').handler;

const names = { cpp: 'judge-cpp-fn', python: 'judge-python-fn', java: 'judge-java-fn', javascript: 'judge-javascript-fn' };
const payload = (value: unknown) => ({ Payload: new TextEncoder().encode(JSON.stringify(value)) as never, StatusCode: 200 });
const sentEvent = () => JSON.parse(new TextDecoder().decode(lambda.commandCalls(InvokeCommand)[0]!.args[0].input.Payload as Uint8Array));
const judged = (verdict: string, test: Record<string, unknown>) =>
  payload({
    compile: { ok: verdict !== 'CE', timeMs: 10 },
    verdict,
    tests: [{ verdict, timeMs: 12, wallMs: 20, memoryKb: 3100, stdout: '', stderr: '', ...test }],
  });
const runEvent = (body: unknown) => userEvent(ada, { method: 'POST', body, pathParameters: { problemId: 'a-plus-b' } });

beforeAll(async () => {
  setLambdaEnv();
  process.env.JUDGE_FUNCTION_NAMES = JSON.stringify(names);
  ({ handler: run } = await import('../../../../lambdas/submissions/run-custom-input'));
});
beforeEach(() => {
  db.reset();
  lambda.reset();
  db.on(GetCommand).resolves({ Item: storedProblem({ timeMs: 2000, memoryMb: 128 }) });
  // The run meter: Ada has no plan stored (free), and her minute has runs left.
  db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({});
  db.on(UpdateCommand).resolves({});
});

describe('POST /problems/{problemId}/run-custom', () => {
  it("runs the program once on the student's input under the problem's limits, and calls a finished run OK whatever it printed", async () => {
    lambda.on(InvokeCommand).resolves(judged('WA', { stdout: '42\n', stderr: 'debug\n' }));
    const response = await run(runEvent({ language: 'python', source: 'print(42)', stdin: '40 2\n' }), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(sentEvent()).toEqual({
      action: 'judge',
      language: 'python',
      source: 'print(42)',
      limits: { timeMs: 2000, memoryMb: 128 },
      tests: [{ input: '40 2\n', expected: '' }],
    });
    expect(bodyOf(response)).toEqual({ outcome: 'OK', compile: { ok: true }, stdout: '42\n', stderr: 'debug\n', timeMs: 12, memoryKb: 3100 });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('keeps the judge’s verdict when the program did not finish, with its message, and the compiler’s output on CE', async () => {
    lambda.on(InvokeCommand).resolves(judged('TLE', { message: 'Time limit exceeded' }));
    expect(bodyOf(await run(runEvent({ language: 'cpp', source: 'int main(){for(;;);}', stdin: '' }), lambdaContext))).toMatchObject({
      outcome: 'TLE',
      message: 'Time limit exceeded',
    });
    lambda.on(InvokeCommand).resolves(payload({ compile: { ok: false, message: 'error: expected ;', timeMs: 10 }, verdict: 'CE', tests: [] }));
    expect(bodyOf(await run(runEvent({ language: 'cpp', source: 'int main(){', stdin: '' }), lambdaContext))).toEqual({
      outcome: 'CE',
      compile: { ok: false, message: 'error: expected ;' },
      stdout: '',
      stderr: '',
      timeMs: 0,
      memoryKb: 0,
    });
  });

  it('refuses an input over 64 KB with the message, before any judge runs; 404 for an unknown problem', async () => {
    const big = await run(runEvent({ language: 'python', source: 'print(1)', stdin: 'é'.repeat(MAX_CUSTOM_INPUT_BYTES / 2 + 1) }), lambdaContext);
    expect(big.statusCode).toBe(400);
    expect(bodyOf(big)).toMatchObject({ message: 'Input is too large (64 KB at most).' });
    const atLimit = 'x'.repeat(MAX_CUSTOM_INPUT_BYTES);
    lambda.on(InvokeCommand).resolves(judged('AC', {}));
    expect((await run(runEvent({ language: 'python', source: 'print(1)', stdin: atLimit }), lambdaContext)).statusCode).toBe(200);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1);

    db.on(GetCommand).resolves({});
    const missing = await run(runEvent({ language: 'python', source: 'print(1)', stdin: '' }), lambdaContext);
    expect(missing.statusCode).toBe(404);
  });
});

describe('the run meter', () => {
  it('answers 429 with the plan’s limit and when to retry once the minute’s runs are spent, before any judge runs', async () => {
    db.on(UpdateCommand).rejects(Object.assign(new Error('spent'), { name: 'ConditionalCheckFailedException' }));
    const response = await run(runEvent({ language: 'python', source: 'print(1)', stdin: '' }), lambdaContext);
    expect(response.statusCode).toBe(429);
    expect(bodyOf(response)).toEqual({ message: 'You can run code 10 times a minute on your plan. Please wait a moment and try again.' });
    expect(Number(response.headers!['Retry-After'])).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers!['Retry-After'])).toBeLessThanOrEqual(60);
    expect(lambda).not.toHaveReceivedCommand(InvokeCommand);
  });

  it('counts the run in the caller’s minute, conditioned on the plan’s limit', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'PROFILE' } }).resolves({ Item: storedProfile('u-ada', { plan: 'premium' }) });
    lambda.on(InvokeCommand).resolves(judged('AC', { stdout: '1\n' }));
    expect((await run(runEvent({ language: 'python', source: 'print(1)', stdin: '' }), lambdaContext)).statusCode).toBe(200);
    const update = db.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.Key).toEqual({ pk: 'USER#u-ada', sk: `RUNMETER#${new Date().toISOString().slice(0, 16)}` });
    expect(Object.values(update.ExpressionAttributeValues ?? {})).toContain(30);
  });
});
