/**
 * Traces and metrics, one of each per execution environment (the logger is ./logger.ts).
 * - Tracer: X-Ray subsegments for the handler and every AWS SDK call; on only inside Lambda
 *   (Powertools turns it off where AWS_EXECUTION_ENV is unset: tests and the local stack).
 * - Metrics: CloudWatch embedded-metric-format lines in the function's log, namespace CodeArena,
 *   one dimension `service` (the function); off in tests (POWERTOOLS_DEV) and in the local stack
 *   (POWERTOOLS_METRICS_DISABLED, local/config.ts), where nobody reads them.
 */
import { Metrics } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME ?? 'codearena';

export const tracer = new Tracer({ serviceName });

/** An SDK client made on first use, once per execution environment, with its calls traced. */
export function tracedClient<T extends object>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= tracer.captureAWSv3Client(create()));
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
