/**
 * The one middy chain every Node Lambda of the stack passes through, whatever invokes it: REST
 * routes (./http-handler.ts adds its HTTP steps after these), the WebSocket routes and authorizer,
 * the judge workflow's tasks, the table-stream consumer, the schedules and the Cognito triggers.
 * (Not the judge container: its image holds the judge and zod only, no server code nor SDK, and
 * the tasks that invoke it trace the call.) In order: the Lambda context and a correlation id on every log line (found in
 * the event where the kind of entry keeps one, docs/architecture.md §8), the handler's X-Ray
 * segment with its cold start and errors, and the metrics flushed once per invocation with a
 * ColdStart metric.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { correlationPaths } from '@aws-lambda-powertools/logger/correlationId';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { logger } from './logger';
import { metrics, tracer } from './telemetry';

/**
 * Where each kind of entry finds the id that ties its log lines to what caused them (JMESPath):
 * a request's API Gateway id (returned to the browser as `x-amzn-RequestId`), the submission a
 * judge task works on (every task's input names it; Notify's result carries it in `record`), the
 * stream record or EventBridge event that started the run, the Cognito user a trigger is about.
 * Where none is found (a schedule by EventBridge Scheduler sends no event id), the line still
 * carries the Lambda request id.
 */
export const correlationIdPaths = {
  rest: correlationPaths.API_GATEWAY_REST,
  webSocket: 'requestContext.requestId',
  workflowTask: 'submissionId || record.submissionId',
  stream: 'Records[0].eventID',
  schedule: correlationPaths.EVENT_BRIDGE,
  cognitoTrigger: 'userName',
} as const;

export type EntryKind = keyof typeof correlationIdPaths;

function publishStoredMetrics() {
  if (metrics().hasStoredMetrics()) metrics().publishStoredMetrics();
}

/**
 * Powertools' logMetrics, except that an invocation that recorded nothing publishes nothing: that
 * middleware warns on every such invocation, and most record nothing.
 */
const invocationMetrics: MiddlewareObj<unknown, unknown, Error, Context> = {
  before: (request) => metrics().captureColdStartMetric(request.context.functionName),
  after: publishStoredMetrics,
  onError: publishStoredMetrics,
};

/** The chain without a handler: ./http-handler.ts continues it with the REST steps. */
export function entryChain<TEvent, TResult>(kind: EntryKind) {
  return middy<TEvent, TResult>()
    .use(injectLambdaContext(logger, { resetKeys: true, correlationIdPath: correlationIdPaths[kind] }))
    .use(tracer ? captureLambdaHandler(tracer, { captureResponse: false }) : [])
    .use(invocationMetrics as MiddlewareObj<TEvent, TResult, Error, Context>);
}

/**
 * A Lambda's exported handler: `handle` behind the chain. The context is optional to callers, as
 * middy makes it (an empty one when none is given, as in unit tests); Lambda always passes one. So
 * is the event of a handler that reads none (a schedule's).
 */
export type EntryHandler<TEvent, TResult> = unknown extends TEvent
  ? (event?: TEvent, context?: Context) => Promise<TResult>
  : (event: TEvent, context?: Context) => Promise<TResult>;

export function entryPoint<TEvent, TResult>(kind: EntryKind, handle: (event: TEvent, context: Context) => Promise<TResult>): EntryHandler<TEvent, TResult> {
  return entryChain<TEvent, TResult>(kind).handler(handle) as EntryHandler<TEvent, TResult>;
}
