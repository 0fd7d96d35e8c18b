import { describe, expect, it } from 'vitest';
import type { HttpRoute } from '@contract/routes';
import { headerMaps, encodeBody, queryMaps } from '../../local/gateway/http-parts';
import { functionNameOf } from '../../local/gateway/lambda-invoke-api';
import { parseConnectionsPath } from '../../local/gateway/management-api';
import { toAuthorizerClaims, toRestEvent } from '../../local/gateway/rest-event';
import { createRouteMatcher } from '../../local/gateway/route-matcher';
import { bearerToken } from '../../local/gateway/token-verifier';
import { readAuthorizerResult, selectRouteKey, toAuthorizerEvent, toDisconnectEvent, toMessageEvent, type ConnectionInfo } from '../../local/gateway/ws-events';

const route = (method: HttpRoute['method'], path: string, id = `${method}${path}`): HttpRoute => ({
  id,
  method,
  path,
  handler: 'x/y',
  access: 'user',
  grants: [],
});

describe('route matching', () => {
  const match = createRouteMatcher([
    route('GET', '/problems/{problemId}'),
    route('GET', '/problems/search'),
    route('POST', '/problems'),
    route('GET', '/files/{path+}'),
  ]);

  it('prefers literal segments over parameters and decodes parameters', () => {
    const literal = match('GET', '/problems/search');
    expect(literal.kind === 'matched' && literal.match.route.path).toBe('/problems/search');
    const param = match('GET', '/problems/two%20sum');
    expect(param.kind === 'matched' && param.match.pathParameters).toEqual({ problemId: 'two sum' });
  });

  it('gives greedy parameters the rest of the path and null pathParameters without parameters', () => {
    const greedy = match('GET', '/files/a/b/c.txt');
    expect(greedy.kind === 'matched' && greedy.match.pathParameters).toEqual({ path: 'a/b/c.txt' });
    const plain = match('POST', '/problems');
    expect(plain.kind === 'matched' && plain.match.pathParameters).toBeNull();
  });

  it('tells a missing method from a missing resource', () => {
    expect(match('DELETE', '/problems')).toEqual({ kind: 'method-not-found', allowedMethods: ['POST'] });
    expect(match('GET', '/nothing/here')).toEqual({ kind: 'not-found' });
  });
});

describe('REST proxy event (v1)', () => {
  const now = new Date(Date.UTC(2025, 10, 22, 4, 5, 6));
  const event = toRestEvent(
    {
      method: 'POST',
      path: '/problems/p1',
      rawQuery: 'tag=dp&tag=greedy&page=2',
      rawHeaders: ['Content-Type', 'application/json', 'X-Multi', 'a', 'X-Multi', 'b', 'User-Agent', 'vitest'],
      body: Buffer.from('{"a":1}'),
      sourceIp: '127.0.0.1',
      claims: { sub: 'u-1', 'cognito:groups': ['admin', 'mentor'], exp: 1763784306, email_verified: true },
    },
    { path: '/problems/{problemId}' },
    { problemId: 'p1' },
    { stage: 'local', apiId: 'localrest', domainName: '127.0.0.1:3001', requestId: 'req-1', now },
  );

  it('has the fields API Gateway sends', () => {
    expect(event).toMatchObject({
      resource: '/problems/{problemId}',
      path: '/problems/p1',
      httpMethod: 'POST',
      pathParameters: { problemId: 'p1' },
      queryStringParameters: { tag: 'greedy', page: '2' },
      multiValueQueryStringParameters: { tag: ['dp', 'greedy'], page: ['2'] },
      headers: { 'Content-Type': 'application/json', 'X-Multi': 'b' },
      multiValueHeaders: { 'X-Multi': ['a', 'b'] },
      body: '{"a":1}',
      isBase64Encoded: false,
      stageVariables: null,
    });
    expect(event.requestContext).toMatchObject({
      requestId: 'req-1',
      stage: 'local',
      resourcePath: '/problems/{problemId}',
      path: '/local/problems/p1',
      httpMethod: 'POST',
      requestTime: '22/Nov/2025:04:05:06 +0000',
      requestTimeEpoch: now.getTime(),
      identity: { sourceIp: '127.0.0.1', userAgent: 'vitest' },
    });
  });

  it('hands claims over as the Cognito authorizer does: strings only', () => {
    expect(event.requestContext.authorizer?.claims).toEqual({
      sub: 'u-1',
      'cognito:groups': 'admin,mentor',
      exp: 'Sat Nov 22 04:05:06 UTC 2025',
      email_verified: 'true',
    });
    expect(toAuthorizerClaims({ iat: 0 })).toEqual({ iat: 'Thu Jan 01 00:00:00 UTC 1970' });
  });

  it('has null maps and body when the request has none, and base64 for bytes that are not UTF-8', () => {
    expect(queryMaps('')).toEqual({ queryStringParameters: null, multiValueQueryStringParameters: null });
    expect(encodeBody(Buffer.alloc(0))).toEqual({ body: null, isBase64Encoded: false });
    expect(encodeBody(Buffer.from([0xff, 0xfe, 0x00]))).toEqual({ body: '//4A', isBase64Encoded: true });
    expect(headerMaps([]).headers).toEqual({});
  });
});

describe('WebSocket events', () => {
  const conn: ConnectionInfo = {
    connectionId: 'abcDEF123456789=',
    connectedAt: 1_700_000_000_000,
    sourceIp: '127.0.0.1',
    userAgent: 'ws',
    rawHeaders: ['Host', '127.0.0.1:3001'],
    rawQuery: 'token=t0k',
    authorizer: { userId: 'u-1', principalId: 'u-1', integrationLatency: 0 },
  };
  const opts = { stage: 'local', apiId: 'localws', domainName: '127.0.0.1:3001' };

  it('builds the REQUEST authorizer event with the token in the query string', () => {
    const event = toAuthorizerEvent(conn, opts);
    expect(event).toMatchObject({
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:us-east-1:000000000000:localws/local/$connect',
      queryStringParameters: { token: 't0k' },
    });
    expect(event.requestContext).toMatchObject({ routeKey: '$connect', eventType: 'CONNECT', connectionId: conn.connectionId, stage: 'local' });
  });

  it('carries the authorizer context into message and disconnect events', () => {
    const message = toMessageEvent(conn, '$default', Buffer.from('hi'), false, opts);
    expect(message).toMatchObject({
      body: 'hi',
      isBase64Encoded: false,
      requestContext: { routeKey: '$default', eventType: 'MESSAGE', authorizer: { userId: 'u-1' }, domainName: '127.0.0.1:3001' },
    });
    const binary = toMessageEvent(conn, '$default', Buffer.from([1, 2]), true, opts);
    expect(binary).toMatchObject({ body: 'AQI=', isBase64Encoded: true });
    expect(toDisconnectEvent(conn, 1001, 'Going away', opts).requestContext).toMatchObject({
      eventType: 'DISCONNECT',
      routeKey: '$disconnect',
      disconnectStatusCode: 1001,
      authorizer: { userId: 'u-1' },
    });
  });

  it('selects a route by the message action and falls back to $default', () => {
    const keys = new Set(['$connect', '$default', 'sendChat']);
    expect(selectRouteKey(Buffer.from('{"action":"sendChat"}'), false, keys)).toBe('sendChat');
    expect(selectRouteKey(Buffer.from('{"action":"unknown"}'), false, keys)).toBe('$default');
    expect(selectRouteKey(Buffer.from('{"action":"$connect"}'), false, keys)).toBe('$default');
    expect(selectRouteKey(Buffer.from('not json'), false, keys)).toBe('$default');
  });

  it('reads authorizer answers as API Gateway does', () => {
    const arn = 'arn:aws:execute-api:us-east-1:000000000000:localws/local/$connect';
    const policy = (Effect: string, Resource = arn) => ({
      principalId: 'u-1',
      policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect, Resource }] },
      context: { role: 'admin' },
    });
    expect(readAuthorizerResult(policy('Allow'), undefined, arn)).toEqual({
      allow: true,
      authorizer: { role: 'admin', principalId: 'u-1', integrationLatency: 0 },
    });
    expect(readAuthorizerResult(policy('Allow', 'arn:aws:execute-api:*:*:localws/*'), undefined, arn)).toMatchObject({ allow: true });
    expect(readAuthorizerResult(policy('Deny'), undefined, arn)).toEqual({ allow: false, status: 403 });
    expect(readAuthorizerResult(policy('Allow', 'arn:aws:execute-api:us-east-1:000000000000:other/*'), undefined, arn)).toEqual({ allow: false, status: 403 });
    expect(readAuthorizerResult(undefined, new Error('Unauthorized'), arn)).toEqual({ allow: false, status: 401 });
    expect(readAuthorizerResult(undefined, new Error('boom'), arn)).toEqual({ allow: false, status: 500 });
    expect(readAuthorizerResult({ nothing: true }, undefined, arn)).toEqual({ allow: false, status: 500 });
  });
});

describe('paths of the management and Lambda APIs', () => {
  it('decodes the connection id the SDK URL-encodes', () => {
    expect(parseConnectionsPath('/local/@connections/abc%3D')).toEqual({ stage: 'local', connectionId: 'abc=' });
    expect(parseConnectionsPath('/local/connections/abc')).toBeUndefined();
  });

  it('reads a function name from a name, a qualified name or an ARN', () => {
    expect(functionNameOf('auth-pre-sign-up')).toBe('auth-pre-sign-up');
    expect(functionNameOf('auth-pre-sign-up%3A%24LATEST')).toBe('auth-pre-sign-up');
    expect(functionNameOf('arn%3Aaws%3Alambda%3Aus-east-1%3A000000000000%3Afunction%3Aauth-post-confirmation')).toBe('auth-post-confirmation');
  });

  it('takes a Bearer token or a bare one, nothing else', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('Basic dXNlcjpwYXNz extra')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('  ')).toBeUndefined();
  });
});
