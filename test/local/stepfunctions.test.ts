import { DescribeExecutionCommand, DescribeStateMachineCommand, SFNClient, StartExecutionCommand, StartSyncExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LambdaHandler } from '../../local/gateway/lambda-runtime';
import { findFreePorts } from '../../local/ports';
import { startStepFunctionsLocal, type RunningStepFunctions } from '../../local/stepfunctions/index';
import { LocalStateMachine } from '../../local/stepfunctions/executions';
import { STATE_SIZE_LIMIT_BYTES, stateBytes } from '../../local/stepfunctions/state-size';
import { buildTaskOverrides, lambdaIntegration, listTaskStates, type TaskBinding, type TaskOverride } from '../../local/stepfunctions/task-bindings';

const ARN = 'arn:aws:states:us-east-1:000000000000:stateMachine:judge';
const fnArn = (name: string) => `arn:aws:lambda:us-east-1:000000000000:function:${name}`;

/** A small workflow shaped like the judge: a Task, a Map of Tasks with a Choice, a Catch. */
const definition = {
  StartAt: 'Prepare',
  States: {
    Prepare: {
      Type: 'Task',
      Resource: fnArn('prepare'),
      Next: 'Judge batches',
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'Failed' }],
    },
    'Judge batches': {
      Type: 'Map',
      ItemsPath: '$.batches',
      ResultPath: '$.results',
      End: true,
      ItemProcessor: {
        ProcessorConfig: { Mode: 'INLINE' },
        StartAt: 'Route',
        States: {
          Route: { Type: 'Choice', Choices: [{ Variable: '$.language', StringEquals: 'python', Next: 'Judge python' }], Default: 'Unsupported' },
          'Judge python': {
            Type: 'Task',
            Resource: 'arn:aws:states:::lambda:invoke',
            Parameters: { FunctionName: fnArn('judge-python'), 'Payload.$': '$' },
            ResultSelector: { 'out.$': '$.Payload' },
            End: true,
          },
          Unsupported: { Type: 'Fail', Error: 'UnsupportedLanguage', CausePath: '$.language' },
        },
      },
    },
    Failed: { Type: 'Pass', End: true },
  },
};

const calls: { handler: string; event: any; judgeLanguage?: string }[] = [];
const handlers: Record<string, LambdaHandler> = {
  'judge/prepare': async (event: any) => {
    calls.push({ handler: 'judge/prepare', event });
    if (event.explode) throw new RangeError('bad submission');
    return { batches: event.tests.map((t: string) => ({ language: event.language, test: t })) };
  },
  'judge/judge-handler': async (event: any) => {
    calls.push({ handler: 'judge/judge-handler', event, judgeLanguage: process.env.JUDGE_LANGUAGE });
    return { verdict: 'AC', test: event.test };
  },
};
const bindings: Record<string, TaskBinding> = { Prepare: { kind: 'node', handler: 'judge/prepare' }, 'Judge python': { kind: 'judge', language: 'python' } };
const loadHandler = async (name: string) => handlers[name]!;

describe('task bindings', () => {
  it('lists Tasks nested in Map states', () => {
    expect(listTaskStates(definition)).toEqual([
      { name: 'Prepare', resource: fnArn('prepare') },
      { name: 'Judge python', resource: 'arn:aws:states:::lambda:invoke' },
    ]);
  });

  it('refuses a definition with a Task that has no local binding (it would call real AWS)', () => {
    expect(() => buildTaskOverrides(definition, { Prepare: bindings.Prepare! }, loadHandler)).toThrow(/without a local binding: Judge python/);
  });

  it('wraps the payload as the optimized lambda:invoke integration does, and passes it through for a function ARN', async () => {
    const echo = async (payload: unknown) => ({ got: payload });
    expect(await lambdaIntegration('arn:aws:states:::lambda:invoke', echo)({ FunctionName: 'f', Payload: { a: 1 } })).toMatchObject({
      Payload: { got: { a: 1 } },
      StatusCode: 200,
      ExecutedVersion: '$LATEST',
    });
    expect(await lambdaIntegration(fnArn('f'), echo)({ a: 1 })).toEqual({ got: { a: 1 } });
    const failing = lambdaIntegration(fnArn('f'), async () => {
      throw new RangeError('nope');
    });
    await expect(failing({})).rejects.toMatchObject({ name: 'RangeError', message: expect.stringContaining('"errorMessage":"nope"') });
  });
});

describe('local Step Functions endpoint', () => {
  let sfn: RunningStepFunctions;
  let client: SFNClient;

  beforeAll(async () => {
    const [port] = await findFreePorts(1);
    sfn = await startStepFunctionsLocal({ port: port!, stateMachineArn: ARN, loadHandler, workflow: { definition, taskBindings: bindings } });
    // StartSyncExecution has the host prefix `sync-` in AWS; a local endpoint needs it off.
    client = new SFNClient({
      endpoint: sfn.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      disableHostPrefix: true,
    });
  });
  afterAll(() => sfn?.stop());

  it('describes the state machine as an active EXPRESS machine with its definition', async () => {
    const out = await client.send(new DescribeStateMachineCommand({ stateMachineArn: ARN }));
    expect(out).toMatchObject({ status: 'ACTIVE', type: 'EXPRESS', name: 'judge', stateMachineArn: ARN });
    expect(JSON.parse(out.definition!)).toEqual(definition);
    expect(out.creationDate).toBeInstanceOf(Date);
  });

  it('runs a sync execution through the Map with each judge call under its language', async () => {
    calls.length = 0;
    const out = await client.send(new StartSyncExecutionCommand({ stateMachineArn: ARN, input: JSON.stringify({ language: 'python', tests: ['t1', 't2'] }) }));
    expect(out.status).toBe('SUCCEEDED');
    expect(JSON.parse(out.output!).results).toEqual([{ out: { verdict: 'AC', test: 't1' } }, { out: { verdict: 'AC', test: 't2' } }]);
    expect(calls.filter((c) => c.handler === 'judge/judge-handler').map((c) => c.judgeLanguage)).toEqual(['python', 'python']);
    expect(process.env.JUDGE_LANGUAGE).toBeUndefined();
  });

  it('reports a failed execution with the state error name and cause', async () => {
    const out = await client.send(new StartSyncExecutionCommand({ stateMachineArn: ARN, input: JSON.stringify({ language: 'cobol', tests: ['t1'] }) }));
    expect(out).toMatchObject({ status: 'FAILED', error: 'UnsupportedLanguage', cause: 'cobol' });
    const caught = await client.send(new StartSyncExecutionCommand({ stateMachineArn: ARN, input: JSON.stringify({ explode: true }) }));
    expect(caught.status).toBe('SUCCEEDED');
    expect(JSON.parse(caught.output!).failure).toMatchObject({ Error: 'RangeError' });
  });

  it('runs StartExecution in the background and describes it', async () => {
    const started = await client.send(
      new StartExecutionCommand({ stateMachineArn: ARN, name: 'bg-1', input: JSON.stringify({ language: 'python', tests: ['t9'] }) }),
    );
    expect(started.executionArn).toMatch(/:express:judge:bg-1:/);
    let described = await client.send(new DescribeExecutionCommand({ executionArn: started.executionArn }));
    for (let i = 0; described.status === 'RUNNING' && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 20));
      described = await client.send(new DescribeExecutionCommand({ executionArn: started.executionArn }));
    }
    expect(described).toMatchObject({ status: 'SUCCEEDED', name: 'bg-1' });
    expect(JSON.parse(described.output!).results).toHaveLength(1);
  });

  it('answers API errors the SDK understands', async () => {
    await expect(client.send(new DescribeStateMachineCommand({ stateMachineArn: `${ARN}-other` }))).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
    await expect(client.send(new DescribeExecutionCommand({ executionArn: 'arn:aws:states:us-east-1:000000000000:express:judge:x:y' }))).rejects.toMatchObject({
      name: 'ExecutionDoesNotExist',
    });
    await expect(client.send(new StartExecutionCommand({ stateMachineArn: ARN, input: '{not json' }))).rejects.toMatchObject({ name: 'InvalidExecutionInput' });
  });
});

describe('the 256 KB state limit (States.DataLimitExceeded), as in AWS', () => {
  const big = 'x'.repeat(STATE_SIZE_LIMIT_BYTES);
  const caught = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.failure', Next: 'Caught' }];
  const run = async (definition: object, overrides: Record<string, TaskOverride> = {}, input: unknown = {}) => {
    const logged: string[] = [];
    const machine = new LocalStateMachine(ARN, definition as never, overrides, (line) => logged.push(line));
    return { record: await machine.start(input).done, logged };
  };

  it('fails the execution on a state output over the limit (a Pass state here), and says so in the terminal', async () => {
    const { record, logged } = await run(
      {
        StartAt: 'Grow',
        States: { Grow: { Type: 'Pass', Parameters: { 'a.$': '$.text', 'b.$': '$.text' }, Next: 'Done' }, Done: { Type: 'Succeed' } },
      },
      {},
      { text: 'x'.repeat(200 * 1024) },
    );
    expect(record).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
    expect(logged.join('\n')).toMatch(/FAILED: States.DataLimitExceeded .*"Grow"/);
  });

  it('accepts an execution input just under the limit and refuses one over it', async () => {
    const pass = { StartAt: 'P', States: { P: { Type: 'Pass', End: true } } };
    const overhead = stateBytes({ text: '' });
    expect((await run(pass, {}, { text: 'x'.repeat(STATE_SIZE_LIMIT_BYTES - overhead) })).record.status).toBe('SUCCEEDED');
    expect((await run(pass, {}, { text: 'x'.repeat(STATE_SIZE_LIMIT_BYTES - overhead + 1) })).record).toMatchObject({
      status: 'FAILED',
      error: 'States.DataLimitExceeded',
    });
  });

  it('fails on a task result over the limit even when the state discards it, and inside a Map with a Catch', async () => {
    const task = lambdaIntegration(fnArn('f'), async () => ({ blob: big }));
    const discarded = await run(
      {
        StartAt: 'T',
        States: { T: { Type: 'Task', Resource: fnArn('f'), ResultPath: null, Catch: caught, Next: 'Caught' }, Caught: { Type: 'Pass', End: true } },
      },
      { T: task },
    );
    expect(discarded.record).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
    const inMap = await run(
      {
        StartAt: 'M',
        States: {
          M: {
            Type: 'Map',
            ItemsPath: '$.items',
            Catch: caught,
            Next: 'Caught',
            ItemProcessor: { StartAt: 'T', States: { T: { Type: 'Task', Resource: fnArn('f'), Retry: [{ ErrorEquals: ['States.ALL'] }], End: true } } },
          },
          Caught: { Type: 'Pass', End: true },
        },
      },
      { T: task },
      { items: [1] },
    );
    expect(inMap.record).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded' });
  });

  it('fails on a Map result over the limit though each iteration fits', async () => {
    const chunk = lambdaIntegration(fnArn('f'), async () => 'y'.repeat(100 * 1024));
    const { record } = await run(
      {
        StartAt: 'M',
        States: {
          M: {
            Type: 'Map',
            ItemsPath: '$.items',
            Catch: caught,
            Next: 'Caught',
            ItemProcessor: { StartAt: 'T', States: { T: { Type: 'Task', Resource: fnArn('f'), End: true } } },
          },
          Caught: { Type: 'Pass', End: true },
        },
      },
      { T: chunk },
      { items: [1, 2, 3] },
    );
    expect(record).toMatchObject({ status: 'FAILED', error: 'States.DataLimitExceeded', cause: expect.stringMatching(/output of state "M"/) });
  });

  it('still lets Catch handle ordinary task errors', async () => {
    const failing = lambdaIntegration(fnArn('f'), async () => {
      throw new RangeError('x'.repeat(100_000));
    });
    const { record } = await run(
      { StartAt: 'T', States: { T: { Type: 'Task', Resource: fnArn('f'), Catch: caught, Next: 'Caught' }, Caught: { Type: 'Pass', End: true } } },
      { T: failing },
    );
    expect(record.status).toBe('SUCCEEDED');
    // Step Functions keeps 32,768 characters of a cause.
    expect(JSON.parse(record.output!).failure.Cause).toHaveLength(32_768);
  });
});
