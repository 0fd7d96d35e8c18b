import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyWebsocketEventV2, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { LOCAL_ACCOUNT, LOCAL_REGION } from '../lambda-names';
import { apiGatewayRequestTime, headerMaps, queryMaps } from './http-parts';
import { localIdentity } from './rest-event';

/** API Gateway's WebSocket message payload quota, both ways (websocket.ts, management-api.ts). */
export const WEBSOCKET_MESSAGE_LIMIT_BYTES = 128 * 1024;

/** What the gateway knows of a connection from its upgrade request on. */
export interface ConnectionInfo {
  connectionId: string;
  connectedAt: number;
  sourceIp: string;
  userAgent: string | null;
  rawHeaders: readonly string[];
  rawQuery: string;
  /** The authorizer's context plus principalId: every later event of this connection carries it. */
  authorizer?: Record<string, unknown>;
}

export interface WsEventOptions {
  stage: string;
  apiId: string;
  domainName: string;
  now?: Date;
}

type EventType = 'CONNECT' | 'MESSAGE' | 'DISCONNECT';

function wsRequestContext(conn: ConnectionInfo, routeKey: string, eventType: EventType, opts: WsEventOptions) {
  const now = opts.now ?? new Date();
  const requestId = randomUUID();
  return {
    routeKey,
    eventType,
    extendedRequestId: requestId,
    requestTime: apiGatewayRequestTime(now),
    messageDirection: 'IN' as const,
    stage: opts.stage,
    connectedAt: conn.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: localIdentity(conn.sourceIp, conn.userAgent),
    requestId,
    domainName: opts.domainName,
    connectionId: conn.connectionId,
    apiId: opts.apiId,
  };
}

/** The `$connect` route's ARN an authorizer policy must allow. */
export function connectMethodArn(opts: WsEventOptions): string {
  return `arn:aws:execute-api:${LOCAL_REGION}:${LOCAL_ACCOUNT}:${opts.apiId}/${opts.stage}/$connect`;
}

/** The REQUEST authorizer event of a WebSocket `$connect` (identity source: the query string). */
export function toAuthorizerEvent(conn: ConnectionInfo, opts: WsEventOptions): APIGatewayRequestAuthorizerEvent {
  return {
    type: 'REQUEST',
    methodArn: connectMethodArn(opts),
    ...headerMaps(conn.rawHeaders),
    ...queryMaps(conn.rawQuery),
    stageVariables: {},
    requestContext: wsRequestContext(conn, '$connect', 'CONNECT', opts),
  } as unknown as APIGatewayRequestAuthorizerEvent;
}

/** The `$connect` integration event: the upgrade request's headers and query, plus the authorizer. */
export function toConnectEvent(conn: ConnectionInfo, opts: WsEventOptions) {
  return {
    ...headerMaps(conn.rawHeaders),
    ...queryMaps(conn.rawQuery),
    requestContext: { ...wsRequestContext(conn, '$connect', 'CONNECT', opts), authorizer: conn.authorizer },
    isBase64Encoded: false,
  };
}

/** A message event; binary frames arrive base64-encoded as API Gateway passes them. */
export function toMessageEvent(conn: ConnectionInfo, routeKey: string, data: Buffer, isBinary: boolean, opts: WsEventOptions): APIGatewayProxyWebsocketEventV2 {
  return {
    requestContext: { ...wsRequestContext(conn, routeKey, 'MESSAGE', opts), messageId: randomUUID(), authorizer: conn.authorizer },
    body: isBinary ? data.toString('base64') : data.toString('utf8'),
    isBase64Encoded: isBinary,
  } as unknown as APIGatewayProxyWebsocketEventV2;
}

export function toDisconnectEvent(conn: ConnectionInfo, statusCode: number, reason: string, opts: WsEventOptions) {
  return {
    headers: { Host: opts.domainName, 'x-api-key': '', 'X-Forwarded-For': '', 'x-restapi': '' },
    multiValueHeaders: { Host: [opts.domainName] },
    requestContext: {
      ...wsRequestContext(conn, '$disconnect', 'DISCONNECT', opts),
      disconnectStatusCode: statusCode,
      disconnectReason: reason,
      authorizer: conn.authorizer,
    },
    isBase64Encoded: false,
  };
}

/**
 * Route selection with the CDK default expression `$request.body.action`: a JSON message whose
 * `action` names a route goes there; everything else goes to `$default`.
 */
export function selectRouteKey(data: Buffer, isBinary: boolean, routeKeys: ReadonlySet<string>): string {
  if (!isBinary) {
    try {
      const action = (JSON.parse(data.toString('utf8')) as { action?: unknown }).action;
      if (typeof action === 'string' && !action.startsWith('$') && routeKeys.has(action)) return action;
    } catch {
      // Not JSON: the default route takes it.
    }
  }
  return '$default';
}

export type AuthorizerDecision = { allow: true; authorizer: Record<string, unknown> } | { allow: false; status: 401 | 403 | 500 };

/**
 * Reads a Lambda authorizer's answer as API Gateway does: an IAM policy that allows
 * execute-api:Invoke on the route and denies nothing → allowed, with its context;
 * a Deny → 403; the error "Unauthorized" → 401; any other error or shape → 500.
 */
export function readAuthorizerResult(result: unknown, thrown: unknown, methodArn: string): AuthorizerDecision {
  if (thrown !== undefined) return { allow: false, status: thrown instanceof Error && thrown.message === 'Unauthorized' ? 401 : 500 };
  const answer = result as { principalId?: unknown; policyDocument?: { Statement?: unknown }; context?: Record<string, unknown> } | null;
  const statements = answer?.policyDocument?.Statement;
  if (!answer || !Array.isArray(statements)) return { allow: false, status: 500 };
  const applies = (s: { Action?: unknown; Resource?: unknown }) =>
    asList(s.Action).some((a) => a === 'execute-api:Invoke' || a === 'execute-api:*' || a === '*') && asList(s.Resource).some((r) => arnMatches(r, methodArn));
  const relevant = (statements as { Effect?: unknown; Action?: unknown; Resource?: unknown }[]).filter(applies);
  if (relevant.some((s) => s.Effect === 'Deny') || !relevant.some((s) => s.Effect === 'Allow')) return { allow: false, status: 403 };
  return { allow: true, authorizer: { ...answer.context, principalId: answer.principalId, integrationLatency: 0 } };
}

function asList(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

/** IAM-style resource match: `*` and `?` wildcards. */
function arnMatches(pattern: string, arn: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replaceAll('*', '.*')
    .replaceAll('?', '.');
  return new RegExp(`^${source}$`).test(arn);
}
