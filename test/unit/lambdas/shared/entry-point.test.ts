/**
 * The chain every Lambda entry point passes through (lambdas/shared/entry-point.ts): each kind of
 * entry finds its correlation id where its events keep one, no id outlives its invocation, metrics
 * are published once per invocation that recorded any (and nothing, not a warning, otherwise), and
 * every Node function the stack deploys exports its handler through the chain.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allNodeFunctions, httpRoutes } from '@contract/routes';

interface Line {
  message?: string;
  correlation_id?: string;
  _aws?: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] };
  [metric: string]: unknown;
}

let lines: Line[] = [];
const warnings: unknown[] = [];
let chain: typeof import('../../../../lambdas/shared/entry-point');
let telemetry: typeof import('../../../../lambdas/shared/telemetry');
let logger: typeof import('../../../../lambdas/shared/logger').logger;

const context = { functionName: 'codearena-test-fn', awsRequestId: 'request-1' } as Context;

beforeAll(async () => {
  // Metrics as in Lambda (vitest.config.ts sets POWERTOOLS_DEV, which turns them off), read at import.
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  // What Lambda sets in an environment started for a request: Powertools counts a cold start only there.
  vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
  vi.resetModules();
  // In Lambda each is a JSON line on stdout; under POWERTOOLS_DEV the logger sends it indented through the console.
  const recordLines = (chunk: string | Uint8Array) => {
    for (const line of chunk
      .toString()
      .split('\n')
      .filter((l) => l.startsWith('{')))
      lines.push(JSON.parse(line) as Line);
    return true;
  };
  const recordObject = (text: unknown) => void (typeof text === 'string' && text.startsWith('{') && lines.push(JSON.parse(text) as Line));
  vi.spyOn(process.stdout, 'write').mockImplementation(recordLines);
  vi.spyOn(console, 'info').mockImplementation(recordObject);
  vi.spyOn(console, 'log').mockImplementation(recordObject);
  vi.spyOn(console, 'warn').mockImplementation((...args) => void warnings.push(args));
  chain = await import('../../../../lambdas/shared/entry-point');
  telemetry = await import('../../../../lambdas/shared/telemetry');
  logger = (await import('../../../../lambdas/shared/logger')).logger;
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
beforeEach(() => {
  lines = [];
  warnings.length = 0;
});

async function correlationIdOf(kind: import('../../../../lambdas/shared/entry-point').EntryKind, event: unknown): Promise<string | undefined> {
  const handler = chain.entryPoint(kind, async () => logger.info('inside'));
  lines = [];
  await handler(event, context);
  return lines.find((l) => l.message === 'inside')?.correlation_id;
}

describe('the correlation id on every log line', () => {
  it.each([
    ['rest', { requestContext: { requestId: 'api-request-7' } }, 'api-request-7'],
    ['webSocket', { requestContext: { requestId: 'ws-request-3', connectionId: 'c1' } }, 'ws-request-3'],
    ['workflowTask', { submissionId: 'sub-42', problemId: 'a-plus-b' }, 'sub-42'],
    // Notify's result carries the submission inside the record.
    ['workflowTask', { type: 'result', record: { submissionId: 'sub-43', userId: 'u1' } }, 'sub-43'],
    ['stream', { Records: [{ eventID: 'stream-record-1' }, { eventID: 'stream-record-2' }] }, 'stream-record-1'],
    ['schedule', { id: 'eventbridge-event-9', source: 'aws.events' }, 'eventbridge-event-9'],
    ['cognitoTrigger', { userName: 'cognito-user-5', triggerSource: 'PostConfirmation_ConfirmSignUp' }, 'cognito-user-5'],
  ] as const)('a %s entry finds it in its event', async (kind, event, expected) => {
    expect(await correlationIdOf(kind, event)).toBe(expected);
  });

  it('is absent where the event keeps none, and never carried over from the invocation before', async () => {
    expect(await correlationIdOf('workflowTask', { submissionId: 'sub-1' })).toBe('sub-1');
    expect(await correlationIdOf('workflowTask', { unrelated: true })).toBeUndefined();
    expect(await correlationIdOf('schedule', {})).toBeUndefined();
    expect(await correlationIdOf('stream', { Records: [] })).toBeUndefined();
  });
});

describe('metrics', () => {
  const metricLines = () => lines.filter((l) => l._aws);
  const namesIn = (line: Line) => line._aws!.CloudWatchMetrics[0]!.Metrics.map((m) => m.Name);

  it('publishes a cold start once, then what an invocation recorded, in the CodeArena namespace, and nothing for one that recorded none', async () => {
    // A new execution environment: modules loaded afresh, so this is its first invocation.
    vi.resetModules();
    chain = await import('../../../../lambdas/shared/entry-point');
    telemetry = await import('../../../../lambdas/shared/telemetry');
    const handler = chain.entryPoint('workflowTask', async (event: { judged: number }) => {
      if (event.judged) telemetry.metrics().addMetric('SubmissionsJudged', telemetry.MetricUnit.Count, event.judged);
      return event.judged;
    });
    await handler({ judged: 2 }, context);
    const first = metricLines();
    expect(first.flatMap(namesIn)).toEqual(['ColdStart', 'SubmissionsJudged']);
    expect(first.every((l) => l._aws!.CloudWatchMetrics[0]!.Namespace === 'CodeArena')).toBe(true);
    expect(first.find((l) => namesIn(l).includes('SubmissionsJudged'))).toMatchObject({ SubmissionsJudged: 2 });

    lines = [];
    await handler({ judged: 0 }, context);
    expect(metricLines()).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('still publishes what an invocation recorded before it failed', async () => {
    const handler = chain.entryPoint('stream', async () => {
      telemetry.metrics().addMetric('RecordsFailed', telemetry.MetricUnit.Count, 1);
      throw new Error('the table is gone');
    });
    await expect(handler({ Records: [] }, context)).rejects.toThrow('the table is gone');
    expect(metricLines().flatMap(namesIn)).toEqual(['RecordsFailed']);
  });
});

describe('every deployed Node function', () => {
  const restHandlers = new Set(httpRoutes.map((r) => r.handler));
  const entries = allNodeFunctions().filter((f) => !restHandlers.has(f.handler));

  it.each(entries.map((f) => f.handler))('%s exports its handler through the chain', async (handler) => {
    const file = pathToFileURL(path.resolve('lambdas', `${handler}.ts`)).href;
    const module = (await import(/* @vite-ignore */ file)) as { handler: { use?: unknown } };
    // entryPoint's handler is middy's (it has `use`); a plain function would skip the chain.
    expect(typeof module.handler.use).toBe('function');
  });
});
