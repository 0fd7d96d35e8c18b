import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';
import { logger } from '../../lambdas/shared/logger';
import { LOCAL_ACCOUNT, LOCAL_REGION, localFunctionName } from '../lambda-names';

/** A Lambda handler as the handler modules export it (async, event + context). */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown> | unknown;

/** Resolves a handler name of contract/routes.ts (`health/get-health`) to its exported function. */
export type HandlerLoader = (handler: string) => Promise<LambdaHandler>;

/**
 * Locally one process runs every handler, and invocations overlap. That is Lambda's multi-concurrent
 * execution environment (AWS_LAMBDA_MAX_CONCURRENCY, set by localLambdaEnv), and this runtime does
 * what Lambda's runtime does there: each invocation runs inside its own InvokeStore context (an
 * AsyncLocalStorage). Powertools keeps its per-invocation state there (the Lambda context the
 * logger prints, its temporary keys), so one handler's logs never carry another's function name or
 * request id. Created at load, before any handler module: Powertools reads the store on each call.
 */
const invokeStore = await InvokeStore.getInstanceAsync(true);

/** The timeout a Lambda would have: the gateway gives up like API Gateway does (29 s). */
const DEFAULT_TIMEOUT_MS = 29_000;

/**
 * Imports `lambdas/<handler>.ts` once (the module cache keeps its clients warm, like a warm Lambda).
 * Import happens on first use, so the Lambda environment must already be set on process.env.
 */
export function createHandlerLoader(lambdasDir: string): HandlerLoader {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (handler) => {
    if (!/^[a-z0-9][a-z0-9/-]*$/.test(handler) || handler.includes('..')) {
      return Promise.reject(new Error(`Not a handler name: ${handler}`));
    }
    let loaded = cache.get(handler);
    if (!loaded) {
      loaded = importHandler(join(lambdasDir, `${handler}.ts`), handler);
      // A failed import (e.g. a syntax error being fixed) is retried on the next call.
      loaded.catch(() => cache.delete(handler));
      cache.set(handler, loaded);
    }
    return loaded;
  };
}

async function importHandler(file: string, handler: string): Promise<LambdaHandler> {
  const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`lambdas/${handler}.ts does not export a function named handler`);
  return module.handler as LambdaHandler;
}

/** The context object a Node Lambda receives; Powertools and middy read these fields. */
export function createLambdaContext(handler: string, timeoutMs = DEFAULT_TIMEOUT_MS): Context {
  const functionName = localFunctionName(handler);
  const deadline = Date.now() + timeoutMs;
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported: return a promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${randomUUID().replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** The error payload Lambda returns for an unhandled error (`errorType`, `errorMessage`, `trace`). */
export interface LambdaErrorPayload {
  errorType: string;
  errorMessage: string;
  trace: string[];
}

export function toLambdaErrorPayload(error: unknown): LambdaErrorPayload {
  if (error instanceof Error) {
    return { errorType: error.name || 'Error', errorMessage: error.message, trace: (error.stack ?? '').split('\n') };
  }
  return { errorType: 'Error', errorMessage: String(error), trace: [] };
}

/**
 * Runs a handler as Lambda would: a fresh context and invocation scope per call, the event
 * deep-copied so it is plain JSON.
 */
export async function invokeHandler(load: HandlerLoader, handler: string, event: unknown): Promise<unknown> {
  return callHandler(await load(handler), handler, event);
}

/**
 * Calls a loaded handler; everything up to the handler's first await runs before this returns,
 * which lets a caller set per-call process state around it.
 */
export function callHandler(fn: LambdaHandler, handler: string, event: unknown): Promise<unknown> {
  const plainEvent = event === undefined ? {} : JSON.parse(JSON.stringify(event));
  const context = createLambdaContext(handler);
  const scope = { [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId };
  let pending: Promise<unknown>;
  try {
    pending = Promise.resolve(
      invokeStore.run(scope, () => {
        // In AWS each function logs to its own log group; here all share one terminal, so every
        // invocation's logs carry its function name, also from handlers without injectLambdaContext.
        logger.addContext(context);
        return fn(plainEvent, context);
      }),
    );
  } catch (error) {
    pending = Promise.reject(error);
  }
  // Lambda serializes the result: undefined becomes null, Dates become strings, and so on.
  return pending.then((result) => (result === undefined ? null : JSON.parse(JSON.stringify(result))));
}
