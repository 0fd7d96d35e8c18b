/**
 * The standard chain for every REST route: the entry chain every Lambda has (./entry-point.ts) → header normalizing → JSON body → the route's
 * access level → zod parsing of path parameters, query and body with the route's own schemas
 * (contract/api) → the domain function → the answer, checked against the route's response schema;
 * errors mapped last. A feature's Lambda (`lambdas/<feature>/handler.ts`) dispatches each request to
 * its route's handler with `featureRouter`.
 */
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type { AnyHttpRoute, RouteInput, RouteResult } from '@contract/http/route';
import { isStaffAccess } from '@contract/roles';
import { API_PREFIX } from '@contract/routes';
import { authorize, callerFromEvent, type Caller } from './caller';
import { entryChain } from './entry-point';
import { errors } from './errors';
import { httpErrorResponse } from './http-errors';
import { logger } from './logger';
import { refuseRevokedToken } from './revoked-tokens';
import { requireStaffSecondFactor } from './second-factor';

export interface RouteContext {
  /** The signed-in caller; on a public route, reading it when nobody is signed in answers 401. */
  readonly caller: Caller;
  /** The caller on a public route, if any. */
  readonly maybeCaller: Caller | undefined;
  readonly event: APIGatewayProxyEvent;
}

export type RouteHandle<R extends AnyHttpRoute> = (input: RouteInput<R>, context: RouteContext) => Promise<RouteResult<R>>;

/** A route's Lambda-shaped handler, tagged with the route it serves so a feature cannot mix them up. */
export type RouteHandler<R extends AnyHttpRoute = AnyHttpRoute> = ((event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>) & {
  readonly route: R;
};

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Content-Type,Authorization',
} as const;

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyResult {
  return { statusCode, headers: { 'Content-Type': 'application/json', ...corsHeaders }, body: JSON.stringify(body) };
}

function requestBody(event: APIGatewayProxyEvent): Record<string, unknown> {
  const body: unknown = event.body;
  // httpJsonBodyParser leaves a body it could not take as JSON (wrong content type) as a string.
  if (typeof body === 'string' && body.trim() !== '') throw errors.bodyNotJson();
  if (body !== null && body !== undefined && (typeof body !== 'object' || Array.isArray(body))) throw errors.bodyNotJson();
  return (body ?? {}) as Record<string, unknown>;
}

/**
 * Each part is checked by its own schema, and path parameters are applied last, so neither the query
 * nor the body can ever stand in for a path parameter.
 */
function routeInput<R extends AnyHttpRoute>(route: R, event: APIGatewayProxyEvent): RouteInput<R> {
  const params = route.params.parse(event.pathParameters ?? {});
  const query = route.query.parse(event.queryStringParameters ?? {});
  const body = route.body.parse(requestBody(event)) as Record<string, unknown>;
  return { ...query, ...body, ...params } as RouteInput<R>;
}

function routeContext(caller: Caller | undefined, event: APIGatewayProxyEvent): RouteContext {
  return {
    get caller() {
      if (!caller) throw errors.authenticationRequired();
      return caller;
    },
    maybeCaller: caller,
    event,
  };
}

/** The answer must be what the contract says the route answers: anything else is our bug, a 500. */
function checkedResponse<R extends AnyHttpRoute>(route: R, result: RouteResult<R>): unknown {
  const checked = route.response.safeParse(result);
  if (checked.success) return checked.data;
  logger.error('response does not match the route contract', { routeId: route.id, issues: checked.error.issues.slice(0, 5) });
  throw new Error(`response of ${route.id} does not match its contract`);
}

export interface RouteOptions<R extends AnyHttpRoute> {
  /** A success status that depends on the answer (GET /health answers 503 while a part is down). */
  status?: (result: RouteResult<R>) => number;
}

/** The handler of one route: access and schemas come from the route definition, the work from `handle`. */
export function httpRoute<R extends AnyHttpRoute>(route: R, handle: RouteHandle<R>, options: RouteOptions<R> = {}): RouteHandler<R> {
  const run = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const caller = authorize(callerFromEvent(event), route.access);
    await refuseRevokedToken((event.requestContext?.authorizer?.claims ?? {}) as Record<string, unknown>);
    if (caller && isStaffAccess(route.access)) await requireStaffSecondFactor(caller.userId);
    const input = routeInput(route, event);
    const result = await handle(input, routeContext(caller, event));
    return jsonResponse(options.status?.(result) ?? route.status ?? 200, checkedResponse(route, result));
  };
  return tagged(route, withMiddleware(run, { parseJson: true }));
}

/**
 * A route that answers a document for readers outside the app (an RSS feed, a sitemap): `handle`
 * returns its text, sent as `contentType` and cacheable for a few minutes (a feed reader polls).
 */
export function documentRoute<R extends AnyHttpRoute>(route: R, contentType: string, handle: RouteHandle<R>): RouteHandler<R> {
  const run = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    const caller = authorize(callerFromEvent(event), route.access);
    const result = await handle(routeInput(route, event), routeContext(caller, event));
    const body = checkedResponse(route, result);
    if (typeof body !== 'string') throw new Error(`${route.id} answers a document: its response must be text`);
    return { statusCode: 200, headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=300', ...corsHeaders }, body };
  };
  return tagged(route, withMiddleware(run, { parseJson: false }));
}

function withMiddleware(run: (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>, options: { parseJson: boolean }) {
  const chain = entryChain<APIGatewayProxyEvent, APIGatewayProxyResult>('rest').use(httpHeaderNormalizer());
  if (options.parseJson) chain.use(httpJsonBodyParser({ disableContentTypeError: true }));
  return chain.use({ onError: (request) => void (request.response = httpErrorResponse(request.error)) }).handler(run);
}

function tagged<R extends AnyHttpRoute>(route: R, handler: (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>): RouteHandler<R> {
  return Object.assign((event: APIGatewayProxyEvent, context: Context) => handler(event, context), { route });
}

/**
 * A route whose handler needs the body exactly as it was sent, unparsed (a webhook whose signature
 * covers the raw bytes). Access is still the route's; the route's body schema is not applied.
 */
export function rawBodyRoute<R extends AnyHttpRoute>(
  route: R,
  handle: (rawBody: string, event: APIGatewayProxyEvent) => Promise<RouteResult<R>>,
): RouteHandler<R> {
  const run = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
    authorize(callerFromEvent(event), route.access);
    const body = event.body ?? '';
    const result = await handle(event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body, event);
    return jsonResponse(route.status ?? 200, checkedResponse(route, result));
  };
  return tagged(route, withMiddleware(run, { parseJson: false }));
}

/** `GET /api/me/{id}` and `GET /me/{id}` alike: API Gateway names the resource with the API prefix. */
function routeKey(method: string, resource: string): string {
  const path = resource.startsWith(`${API_PREFIX}/`) ? resource.slice(API_PREFIX.length) : resource;
  return `${method.toUpperCase()} ${path}`;
}

/**
 * A feature's Lambda: every route of the feature's contract must have its handler (the type says so,
 * and so does a check at start), and a request goes to the handler of the route API Gateway matched.
 */
export function featureRouter<A extends Record<string, AnyHttpRoute>>(api: A, handlers: { [K in keyof A]: RouteHandler<A[K]> }) {
  const byKey = new Map<string, RouteHandler>();
  for (const [name, route] of Object.entries(api)) {
    const handler = handlers[name as keyof A];
    if (handler?.route !== route) throw new Error(`the handler given for ${route.id} serves another route`);
    byKey.set(routeKey(route.method, route.path), handler);
  }
  return async (event: APIGatewayProxyEvent, context: Context): Promise<APIGatewayProxyResult> => {
    const resource = event.resource ?? event.requestContext?.resourcePath ?? '';
    const handler = byKey.get(routeKey(event.httpMethod ?? '', resource));
    if (!handler) {
      logger.error('no route of this feature matches the request', { method: event.httpMethod, resource });
      return jsonResponse(404, { message: 'Not found' });
    }
    return handler(event, context);
  };
}
