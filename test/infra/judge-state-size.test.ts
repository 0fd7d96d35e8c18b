/**
 * docs/architecture.md §4 "State size": no state of the judge workflow can pass Step Functions' 256 KB, whatever
 * the submission and the problem (AWS would fail the execution with States.DataLimitExceeded, which
 * no Catch catches, and the submission would stay running). The real synthesized ASL runs on the
 * local runner (which enforces the limit itself) with the real Node task handlers; AWS clients are
 * mocked, and the judge function answers as large as the contract lets it: a 64 KB source of
 * characters JSON escapes six-fold, the most tests of the largest size, hence the most batches, a
 * 5 MB artifact, a compiler message of control characters, and a failure with a huge message.
 */
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES, MAX_TEST_BYTES, MAX_TESTS_PER_PROBLEM } from '@contract/judge';
import { synthesizeJudgeWorkflowAsl } from '../../lib/judge/workflow-definition';
import { LAMBDAS_DIR } from '../../local/config';
import { createHandlerLoader } from '../../local/gateway/lambda-runtime';
import { enforceStateSizeLimit, STATE_SIZE_LIMIT_BYTES, stateBytes } from '../../local/stepfunctions/state-size';
import { buildTaskOverrides, localJudgeFunctionEnv } from '../../local/stepfunctions/task-bindings';
import { setLambdaEnv } from '../unit/lambdas/env';
import { storedProblem, storedSubmission } from '../unit/lambdas/judge/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const lambda = mockClient(LambdaClient);
mockClient(ApiGatewayManagementApiClient).on(PostToConnectionCommand).resolves({});

/** The largest source the API takes, of a character JSON writes as `\u0001` (6 bytes each). */
const worstSource = '\u0001'.repeat(MAX_SOURCE_BYTES);
/** What a test could hold (never read here: the judge reads tests by URL, and the state never sees them). */
const largestTestBytes = MAX_TEST_BYTES;
/** A compiler's output at the judge's cap (16 KB each stream), all control characters. */
const worstMessage = '\u0002'.repeat(32 * 1024);
/** Base64 of a program just under what the compile step may hand back (5 MB). */
const largeArtifact = { files: [{ path: 'main', executable: true, data: 'A'.repeat(5 * 1024 * 1024 - 100) }] };

type JudgeAnswer = (event: { action: string; firstIndex?: number; tests?: { urls: string[] } }) => unknown;
let judgeAnswers: JudgeAnswer;

beforeAll(() => {
  setLambdaEnv();
  Object.assign(process.env, localJudgeFunctionEnv());
  enforceStateSizeLimit();
});

beforeEach(() => {
  db.reset();
  s3.reset();
  lambda.reset();
  const submission = storedSubmission({ source: worstSource, sourceBytes: MAX_SOURCE_BYTES, status: 'queued' });
  db.on(GetCommand).resolves({});
  db.on(UpdateCommand).resolves({ Attributes: { ...submission, status: 'running' } });
  db.on(GetCommand, { Key: { pk: 'SUBMISSION#s-1', sk: 'SUBMISSION' } }).resolves({ Item: { ...submission, status: 'running' } });
  db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({
    Item: storedProblem({ testCount: MAX_TESTS_PER_PROBLEM, timeMs: 20_000, memoryMb: 1024 }),
  });
  db.on(QueryCommand).resolves({ Items: [] });
  db.on(TransactWriteCommand).resolves({});
  s3.on(PutObjectCommand).resolves({});
  lambda.on(InvokeCommand).callsFake((input: { Payload: Uint8Array }) => {
    const event = JSON.parse(new TextDecoder().decode(input.Payload)) as Parameters<JudgeAnswer>[0];
    // The judge reads tests by URL; each URL names one test object of the problem package.
    if (event.tests) expect(event.tests.urls.every((url) => /\/problems\/a-plus-b\/tests\/\d+\.json\?/.test(url))).toBe(true);
    return { StatusCode: 200, Payload: new TextEncoder().encode(JSON.stringify(judgeAnswers(event))) };
  });
});

const outcome = (index: number, verdict = 'AC') => ({ index, verdict, timeMs: 19_999.5, memoryKb: 1_048_576 });

interface Measured {
  status: 'SUCCEEDED' | 'FAILED';
  output?: { verdict?: string; totalTests?: number };
  error?: string;
  /** Largest input or output of any state (Map iterations included) and result of any task, in bytes. */
  largest: { bytes: number; where: string };
  statesSeen: Set<string>;
}

/** Runs the synthesized workflow once and measures every state and task payload. */
async function runWorkflow(): Promise<Measured> {
  const { definition, taskBindings } = synthesizeJudgeWorkflowAsl();
  const overrides = buildTaskOverrides(definition as never, taskBindings, createHandlerLoader(LAMBDAS_DIR));
  const largest = { bytes: 0, where: '' };
  const measure = (where: string, value: unknown) => {
    const bytes = stateBytes(value);
    if (bytes > largest.bytes) Object.assign(largest, { bytes, where });
  };
  const measured = Object.fromEntries(
    Object.entries(overrides).map(([name, run]) => [
      name,
      async (input: never) => {
        measure(`${name} parameters`, input);
        const result = await run(input);
        measure(`${name} result`, result);
        return result;
      },
    ]),
  );
  const machine = new StateMachine(definition as StateMachineDefinition, { validationOptions: { checkArn: false } });
  const execution = machine.run({ submissionId: 's-1' }, { overrides: { taskResourceLocalHandlers: measured as never } });
  const statesSeen = new Set<string>();
  const events = (async () => {
    for await (const event of execution.eventLogs) {
      if (!('state' in event)) continue;
      statesSeen.add(event.state.name);
      measure(`${event.state.name} input`, event.state.input);
      if (event.state.output !== undefined) measure(`${event.state.name} output`, event.state.output);
    }
  })();
  try {
    const output = (await execution.result) as Measured['output'];
    await events;
    return { status: 'SUCCEEDED', output, largest, statesSeen };
  } catch (error) {
    return { status: 'FAILED', error: String((error as Error).cause ?? error), largest, statesSeen };
  }
}

/** Measured today: about 20 KB (batches), 34 KB (CE), 3 KB (IE); half the limit leaves room to grow. */
const limitWithMargin = STATE_SIZE_LIMIT_BYTES / 2;

describe('the judge workflow state never passes 256 KB', () => {
  it('with the largest submission and problem judged in the most batches', async () => {
    expect(largestTestBytes).toBeGreaterThan(STATE_SIZE_LIMIT_BYTES); // one test alone would not fit a state
    judgeAnswers = (event) =>
      event.action === 'compile'
        ? { ok: true, timeMs: 9_999, message: worstMessage, artifact: largeArtifact }
        : { results: event.tests!.urls.map((_, i) => outcome(event.firstIndex! + i, i % 2 ? 'AC' : 'TLE')) };
    const run = await runWorkflow();
    expect(run.error).toBeUndefined();
    expect(run.status).toBe('SUCCEEDED');
    expect(run.output).toMatchObject({ verdict: 'TLE', totalTests: MAX_TESTS_PER_PROBLEM });
    expect(run.statesSeen).toContain('Judge batch');
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(1 + Math.ceil(MAX_TESTS_PER_PROBLEM / 3));
    expect(s3).toHaveReceivedCommandWith(PutObjectCommand, { Key: 'artifacts/s-1/artifact.json' });
    // The measure saw the real states (the capped compiler message alone is 16 KB of JSON).
    expect(run.largest.bytes).toBeGreaterThan(16 * 1024);
    expect(run.largest.bytes, run.largest.where).toBeLessThan(limitWithMargin);
  });

  it('when the compile step judges every test itself (artifact too large to store)', async () => {
    judgeAnswers = () => ({ ok: true, timeMs: 9_999, judged: { verdict: 'AC', results: Array.from({ length: MAX_TESTS_PER_PROBLEM }, (_, i) => outcome(i)) } });
    const run = await runWorkflow();
    expect(run.status).toBe('SUCCEEDED');
    expect(run.output).toMatchObject({ verdict: 'AC', totalTests: MAX_TESTS_PER_PROBLEM });
    expect(run.largest.bytes, run.largest.where).toBeLessThan(limitWithMargin);
  });

  it('with the longest compile error of control characters (CE)', async () => {
    judgeAnswers = () => ({ ok: false, timeMs: 9_999, message: worstMessage, judged: { verdict: 'CE', results: [] } });
    const run = await runWorkflow();
    expect(run.status).toBe('SUCCEEDED');
    expect(run.output).toMatchObject({ verdict: 'CE' });
    expect(run.largest.bytes, run.largest.where).toBeLessThan(limitWithMargin);
  });

  it('when the judge fails with a huge message (IE, recorded)', async () => {
    judgeAnswers = () => {
      throw new Error('unreachable');
    };
    lambda.on(InvokeCommand).resolves({
      StatusCode: 200,
      FunctionError: 'Unhandled',
      Payload: new TextEncoder().encode(JSON.stringify({ errorMessage: '\u0003'.repeat(1 << 20) })) as never,
    });
    const run = await runWorkflow();
    expect(run.status).toBe('SUCCEEDED');
    expect(run.output).toMatchObject({ verdict: 'IE' });
    expect(run.largest.bytes, run.largest.where).toBeLessThan(limitWithMargin);
  });
});
