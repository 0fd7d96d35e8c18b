import type { APIGatewayProxyResult } from 'aws-lambda';
import { ZodError } from 'zod';
import { DomainError } from './errors';
import { logger } from './logger';
import { requestIssueMessage } from './request-messages';

const headers = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' };

function respond(statusCode: number, message: string, details?: unknown, extraHeaders: Record<string, string> = {}): APIGatewayProxyResult {
  return { statusCode, headers: { ...headers, ...extraHeaders }, body: JSON.stringify(details === undefined ? { message } : { message, details }) };
}

/** A metered request's answer says when to try again, readable by the browser's script too. */
const retryHeaders = (seconds: number | undefined): Record<string, string> =>
  seconds === undefined ? {} : { 'Retry-After': String(seconds), 'Access-Control-Expose-Headers': 'Retry-After' };

/**
 * Maps what a handler threw to its answer: domain errors and bad input are 4xx with the user-facing
 * message (the first failing rule's, as the spec's forms show one at a time); anything else is a
 * logged 500 with no internals.
 */
export function httpErrorResponse(error: unknown): APIGatewayProxyResult {
  if (error instanceof DomainError) return respond(error.statusCode, error.message, undefined, retryHeaders(error.retryAfterSeconds));
  if (error instanceof ZodError) {
    const details = error.issues.map((i) => ({ path: i.path.join('.'), message: requestIssueMessage(i) }));
    return respond(400, details[0]?.message ?? 'The request is not valid.', details);
  }
  const status = (error as { statusCode?: number; expose?: boolean })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return respond(status === 422 || status === 415 ? 400 : status, (error as Error).message);
  }
  logger.error('Unhandled error', error as Error);
  return respond(500, 'Something went wrong on our side. Please try again.');
}
