import { Logger } from '@aws-lambda-powertools/logger';
import { search } from '@aws-lambda-powertools/logger/correlationId';

/**
 * One structured logger per execution environment; the service name comes from POWERTOOLS_SERVICE_NAME.
 * Its per-invocation state (Lambda context, correlation id, temporary keys) lives in the runtime's
 * InvokeStore when invocations run concurrently, as in the local stack, where every handler shares
 * this module (local/gateway/lambda-runtime.ts runs each invocation in its own scope). The
 * correlation id is found in each event by its entry point's JMESPath (lambdas/shared/entry-point.ts).
 */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'codearena', correlationIdSearchFn: search });
