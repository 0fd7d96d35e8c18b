/**
 * The standard chain for every REST route: middy → header normalizing → JSON body → zod parsing of
 * body, query and path parameters → the domain function → JSON response; errors mapped last.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { z } from 'zod';
import type { RouteAccess } from '../../contract/routes';
import { authorize, callerFromEvent, type Caller } from './caller';
import { errors } from './errors';
import { httpErrorResponse } from './http-errors';
import { logger } from './logger';

export interface RouteContext {
  caller: Caller | undefined;
  event: APIGatewayProxyEvent;
}

interface RouteOptions<S extends z.ZodType, R> {
  access: RouteAccess;
  /** Validates `{ ...pathParameters, ...queryStringParameters, ...body }`. */
  input: S;
  handle: (input: z.infer<S>, context: RouteContext) => Promise<R>;
  /** Success status; 200 unless said otherwise. */
  status?: number | ((result: R) => number);
}

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type,Authorization',
} as const;

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyResult {
  return { statusCode, headers: { 'Content-Type': 'application/json', ...corsHeaders }, body: JSON.stringify(body) };
}

function requestInput(event: APIGatewayProxyEvent): Record<string, unknown> {
  const body: unknown = event.body;
  // httpJsonBodyParser leaves a body it could not take as JSON (wrong content type) as a string.
  if (typeof body === 'string' && body.trim() !== '') throw errors.bodyNotJson();
  if (body !== null && body !== undefined && (typeof body !== 'object' || Array.isArray(body))) throw errors.bodyNotJson();
  const bodyFields = (body ?? {}) as Record<string, unknown>;
  return { ...(event.pathParameters ?? {}), ...(event.queryStringParameters ?? {}), ...bodyFields };
}

export function httpRoute<S extends z.ZodType, R>(options: RouteOptions<S, R>) {
  const run = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const caller = authorize(callerFromEvent(event), options.access);
    const input = options.input.parse(requestInput(event));
    const result = await options.handle(input, { caller, event });
    const status = typeof options.status === 'function' ? options.status(result) : (options.status ?? 200);
    return jsonResponse(status, result);
  };
  return middy<APIGatewayProxyEvent, APIGatewayProxyResult>()
    .use(injectLambdaContext(logger))
    .use(httpHeaderNormalizer())
    .use(httpJsonBodyParser({ disableContentTypeError: true }))
    .use({ onError: (request) => void (request.response = httpErrorResponse(request.error)) })
    .handler(run);
}
