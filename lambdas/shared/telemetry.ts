/**
 * Traces and metrics, one of each per execution environment (the logger is ./logger.ts).
 * - Tracer: X-Ray subsegments for the handler and every AWS SDK call; on only inside Lambda
 *   (where AWS_EXECUTION_ENV is set). Elsewhere (tests and the local stack) it is not even loaded:
 *   the X-Ray SDK it brings tracks its context with an async hook that, once loaded, costs every
 *   promise of the process a destroy hook (about a twelfth of a local-stack worker's CPU, measured
 *   with a journey's CPU profile, 2026-11-28).
 * - Metrics: CloudWatch embedded-metric-format lines in the function's log, namespace CodeArena,
 *   one dimension `service` (the function); off in tests (POWERTOOLS_DEV) and in the local stack
 *   (POWERTOOLS_METRICS_DISABLED, local/config.ts), where nobody reads them.
 */
import { Metrics } from '@aws-lambda-powertools/metrics';
import type { Tracer } from '@aws-lambda-powertools/tracer';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'codearena';

/** The tracer inside Lambda; undefined where tracing could not be on anyway. */
export const tracer: Tracer | undefined = process.env.AWS_EXECUTION_ENV
  ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName })
  : undefined;

/** An SDK client made on first use, once per execution environment, with its calls traced. */
export function tracedClient<T extends object>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= tracer ? tracer.captureAWSv3Client(create()) : create());
}

let metricsOfEnvironment: Metrics | undefined;

/**
 * Created on first use, inside an invocation: Metrics keeps its dimensions in the runtime's
 * InvokeStore when invocations run concurrently (AWS_LAMBDA_MAX_CONCURRENCY), and that store exists
 * only once the runtime has set it up (locally, local/gateway/lambda-runtime.ts on its load), which a
 * module imported earlier cannot wait for.
 */
export function metrics(): Metrics {
  return (metricsOfEnvironment ??= new Metrics({ namespace: 'CodeArena', serviceName }));
}

export { MetricUnit } from '@aws-lambda-powertools/metrics';
