import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callHandler, type LambdaHandler } from '../../local/gateway/lambda-runtime';
import { entryPoint } from '../../lambdas/shared/entry-point';
import { logger } from '../../lambdas/shared/logger';

/**
 * Locally every handler shares the one Powertools logger module, and invocations overlap. Each must
 * still log its own function name and request id, as in AWS where each has its own environment.
 */
interface LogLine {
  message: string;
  function_name?: string;
  function_request_id?: string;
  step?: string;
  correlation_id?: string;
}

let lines: LogLine[] = [];
let restoreWrite: () => void;

beforeAll(() => {
  vi.stubEnv('AWS_LAMBDA_MAX_CONCURRENCY', '64'); // what localLambdaEnv sets for the local stack
  // The logger writes a JSON line to stdout, as in Lambda; under vitest (POWERTOOLS_DEV, vitest.config.ts)
  // it writes the same object, indented, through the console: both are read.
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const text = chunk.toString();
    for (const line of text.split('\n').filter((l) => l.startsWith('{'))) lines.push(JSON.parse(line) as LogLine);
    return true;
  });
  const info = vi.spyOn(console, 'info').mockImplementation((text: unknown) => {
    if (typeof text === 'string' && text.startsWith('{')) lines.push(JSON.parse(text) as LogLine);
  });
  restoreWrite = () => {
    write.mockRestore();
    info.mockRestore();
  };
});
afterAll(() => {
  restoreWrite();
  vi.unstubAllEnvs();
});

/** A handler behind every Lambda's chain (a judge workflow task's), logging around an await. */
function loggingHandler(waitFor: Promise<void>, started: () => void): LambdaHandler {
  return entryPoint('workflowTask', async (_event: unknown, context: Context) => {
    logger.info('started');
    logger.appendKeys({ step: `before-${context.functionName}` });
    started();
    await waitFor;
    logger.info('finished');
    return context.awsRequestId;
  });
}

describe('the local Lambda runtime and the shared logger', () => {
  it('keeps each of two interleaved invocations logging its own function name, request id, correlation id and keys', async () => {
    lines = [];
    let releaseAlpha!: () => void;
    const alphaGate = new Promise<void>((resolve) => (releaseAlpha = resolve));
    let alphaStarted!: () => void;
    const alphaRunning = new Promise<void>((resolve) => (alphaStarted = resolve));

    // alpha starts and waits; beta runs whole in between (its context injected last); then alpha ends.
    const alpha = callHandler(
      loggingHandler(alphaGate, () => alphaStarted()),
      'feature/alpha',
      { submissionId: 'sub-alpha' },
    );
    await alphaRunning;
    const beta = await callHandler(
      loggingHandler(Promise.resolve(), () => undefined),
      'feature/beta',
      { submissionId: 'sub-beta' },
    );
    releaseAlpha();
    const alphaRequestId = await alpha;

    const byMessage = (fn: string, message: string) => lines.find((l) => l.function_name === fn && l.message === message);
    expect(lines.map((l) => `${l.function_name}:${l.message}`)).toEqual([
      'feature-alpha:started',
      'feature-beta:started',
      'feature-beta:finished',
      'feature-alpha:finished',
    ]);
    expect(byMessage('feature-alpha', 'finished')).toMatchObject({
      function_request_id: alphaRequestId,
      step: 'before-feature-alpha',
      correlation_id: 'sub-alpha',
    });
    expect(byMessage('feature-beta', 'finished')).toMatchObject({ function_request_id: beta, step: 'before-feature-beta', correlation_id: 'sub-beta' });
    expect(alphaRequestId).not.toBe(beta);
  });

  it('names the function also in logs of a plain function that injects no context itself', async () => {
    lines = [];
    const plain: LambdaHandler = async (_event, context) => {
      await Promise.resolve();
      logger.info('profile created');
      return context.awsRequestId;
    };
    const [first, second] = await Promise.all([callHandler(plain, 'auth/post-confirmation', {}), callHandler(plain, 'app/record-result', {})]);
    expect(lines).toEqual([
      expect.objectContaining({ message: 'profile created', function_name: 'auth-post-confirmation', function_request_id: first }),
      expect.objectContaining({ message: 'profile created', function_name: 'app-record-result', function_request_id: second }),
    ]);
  });
});
