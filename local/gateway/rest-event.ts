import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { HttpRoute } from '@contract/routes';
import { LOCAL_ACCOUNT } from '../lambda-names';
import { apiGatewayRequestTime, encodeBody, headerMaps, queryMaps } from './http-parts';

/** What the gateway knows of one REST request once it has matched a route. */
export interface RestRequest {
  method: string;
  /** Path below the API prefix, without the query string: `/users/42`. */
  path: string;
  rawQuery: string;
  rawHeaders: readonly string[];
  body: Buffer;
  sourceIp: string;
  /** Verified token claims; undefined on public routes. */
  claims?: Record<string, unknown>;
}

export interface RestEventOptions {
  stage: string;
  apiId: string;
  domainName: string;
  requestId?: string;
  now?: Date;
}

/**
 * The API Gateway REST proxy event (payload v1) a Lambda proxy integration receives.
 * Claims are flattened to strings as the Cognito user pool authorizer does.
 */
export function toRestEvent(
  req: RestRequest,
  route: Pick<HttpRoute, 'path'>,
  pathParameters: Record<string, string> | null,
  opts: RestEventOptions,
): APIGatewayProxyEvent {
  const now = opts.now ?? new Date();
  const requestId = opts.requestId ?? randomUUID();
  const { headers, multiValueHeaders } = headerMaps(req.rawHeaders);
  const userAgent = headers['user-agent'] ?? headers['User-Agent'] ?? null;
  return {
    resource: route.path,
    path: req.path,
    httpMethod: req.method,
    headers,
    multiValueHeaders,
    ...queryMaps(req.rawQuery),
    pathParameters,
    stageVariables: null,
    ...encodeBody(req.body),
    requestContext: {
      accountId: LOCAL_ACCOUNT,
      apiId: opts.apiId,
      authorizer: req.claims ? { claims: toAuthorizerClaims(req.claims) } : undefined,
      domainName: opts.domainName,
      domainPrefix: opts.domainName.split('.')[0],
      extendedRequestId: requestId,
      httpMethod: req.method,
      identity: localIdentity(req.sourceIp, userAgent),
      path: `/${opts.stage}${req.path}`,
      protocol: 'HTTP/1.1',
      requestId,
      requestTime: apiGatewayRequestTime(now),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: route.path,
      stage: opts.stage,
    },
  } as APIGatewayProxyEvent;
}

export function localIdentity(sourceIp: string, userAgent: string | null) {
  return {
    accessKey: null,
    accountId: null,
    apiKey: null,
    apiKeyId: null,
    caller: null,
    clientCert: null,
    cognitoAuthenticationProvider: null,
    cognitoAuthenticationType: null,
    cognitoIdentityId: null,
    cognitoIdentityPoolId: null,
    principalOrgId: null,
    sourceIp,
    user: null,
    userAgent,
    userArn: null,
  };
}

/**
 * The REST API's Cognito authorizer hands claims over as strings: times as
 * `Wed Nov 22 04:00:00 UTC 2025`, booleans as `true`, lists (cognito:groups) comma-separated.
 */
export function toAuthorizerClaims(claims: Record<string, unknown>): Record<string, string> {
  const timeClaims = new Set(['exp', 'iat', 'auth_time', 'nbf']);
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => {
      if (timeClaims.has(name) && typeof value === 'number') return [name, javaDateString(new Date(value * 1000))];
      if (Array.isArray(value)) return [name, value.join(',')];
      if (value !== null && typeof value === 'object') return [name, JSON.stringify(value)];
      return [name, String(value)];
    }),
  );
}

function javaDateString(date: Date): string {
  const [weekday, day, month, year, time] = date.toUTCString().replace(',', '').split(' ') as string[];
  return `${weekday} ${month} ${day} ${time} UTC ${year}`;
}

/** A route called directly (tests, benches): what a client would send, without a socket. */
export interface RouteCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** The verified token's claims (none: signed out). */
  claims?: Record<string, unknown>;
}

/** The event the gateway would hand the route's Lambda for this call (the same shape, from the same function). */
export function routeEvent(route: Pick<HttpRoute, 'path' | 'method'>, { params, query, body, claims }: RouteCall): APIGatewayProxyEvent {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const request: RestRequest = {
    method: route.method,
    path,
    rawQuery: new URLSearchParams(query ?? {}).toString(),
    rawHeaders: body === undefined ? [] : ['Content-Type', 'application/json'],
    body: body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body)),
    sourceIp: '127.0.0.1',
    ...(claims && { claims }),
  };
  return toRestEvent(request, route, params ?? null, { stage: 'local', apiId: 'local', domainName: 'localhost' });
}
